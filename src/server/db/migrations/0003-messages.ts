import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('subscribed_at', 'text', (col) => col.notNull())
    .addColumn('unsubscribed_at', 'text')
    .execute()
  await db.schema
    .createIndex('newsletter_subscribed_idx')
    .on('newsletter_subscribers')
    .column('subscribed_at')
    .execute()

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('messages').execute()
  await db.schema.dropTable('newsletter_subscribers').execute()
}
