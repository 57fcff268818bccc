import { sql, type Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Drops: a product's status (draft, scheduled, live, archived; every product so far is live), the time a
 * scheduled one goes on sale, whether its page shows before then (a teaser), the early access window for the
 * shoppers who waited, and when that window's mails were queued. products_unreleased_idx finds the next launches; the
 * facets' index keeps to live products.
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
  // The products not on sale, few of a large catalogue: the launches to come in order, the staff's list of one
  // status. Partial, so that SQLite, which plans without statistics, never takes it for the shoppers' `status =
  // 'live'`.
  await sql`create index products_unreleased_idx on products (status, live_at, id) where status <> 'live'`.execute(
    db,
  )
  // Shoppers' facets count live products only: the index they scan holds just those, so the grouping still reads
  // nothing but it (SQLite uses a partial index when the query repeats its condition, literal and all).
  await sql`drop index products_facets_idx`.execute(db)
  await sql`create index products_facets_idx on products (category, series_slug, series, character_name,
    manufacturer, product_line, scale, is_preorder, price_paise, stock) where status = 'live'`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_facets_idx`.execute(db)
  await sql`create index products_facets_idx on products (category, series_slug, series, character_name,
    manufacturer, product_line, scale, is_preorder, price_paise, stock)`.execute(db)
  await db.schema.dropIndex('products_unreleased_idx').execute()
  for (const column of ['early_access_mailed_at', 'early_access_minutes', 'teaser', 'live_at', 'status'])
    await db.schema.alterTable('products').dropColumn(column).execute()
}
