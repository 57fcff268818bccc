import { sql, type Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Drops: a product's status (draft, scheduled, live, archived; every product so far is live), the time a
 * scheduled one goes on sale, whether its page shows before then (a teaser), the early access window for the
 * shoppers who waited, and when that window's mails were queued. The index finds the next launch.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('live')
        .check(sql`status in ('draft', 'scheduled', 'live', 'archived')`),
    )
    .execute()
  await db.schema.alterTable('products').addColumn('live_at', 'text').execute()
  await db.schema
    .alterTable('products')
    .addColumn('teaser', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('products')
    .addColumn('early_access_minutes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('products').addColumn('early_access_mailed_at', 'text').execute()
  await db.schema
    .createIndex('products_status_live_at_idx')
    .on('products')
    .columns(['status', 'live_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_status_live_at_idx').execute()
  for (const column of ['early_access_mailed_at', 'early_access_minutes', 'teaser', 'live_at', 'status'])
    await db.schema.alterTable('products').dropColumn(column).execute()
}
