import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Personal data: `consent_records`, each consent given or withdrawn (the newsletter's, by e-mail and, when known,
 * the account), when and from where, never updated; and `users.erased_at`, set when a shopper erased their
 * account, whose row stays (anonymised) as the owner of the orders the tax law keeps.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('given', 'integer', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('consent_records_email_idx')
    .on('consent_records')
    .columns(['email', 'at'])
    .execute()
  await db.schema.createIndex('consent_records_user_idx').on('consent_records').column('user_id').execute()
  await db.schema.alterTable('users').addColumn('erased_at', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('erased_at').execute()
  await db.schema.dropTable('consent_records').execute()
}
