import { sql, type Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * A collector's catalogue. Products get their attributes (series and its URL slug, character, manufacturer, line,
 * scale, JAN) and pre-order terms: a pre-order product takes orders while its stock is 0, up to `preorder_limit`
 * units, and is expected on `release_date`; the dates it was expected before, oldest first, stay in
 * `release_date_history` (JSON) so the shop can say "originally expected March 2027". Orders of a pre-order are
 * 'awaiting' their release, then 'allocated' with the units the release gave them; `preorder_release_date` is the
 * date their buyer was last told.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of [
    'series',
    'series_slug',
    'character_name',
    'manufacturer',
    'product_line',
    'scale',
    'jan',
    'release_date',
  ]) {
    await db.schema.alterTable('products').addColumn(column, 'text').execute()
  }
  await db.schema
    .alterTable('products')
    .addColumn('is_preorder', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('products').addColumn('preorder_limit', 'integer').execute()
  await db.schema
    .alterTable('products')
    .addColumn('release_date_history', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute()

  // Each filter of the listing and each facet's counts read one of these.
  await sql`create index products_series_idx on products (series) where series is not null`.execute(db)
  await sql`create index products_series_slug_idx on products (series_slug) where series_slug is not null`.execute(
    db,
  )
  await sql`create index products_character_idx on products (character_name) where character_name is not null`.execute(
    db,
  )
  await sql`create index products_manufacturer_idx on products (manufacturer) where manufacturer is not null`.execute(
    db,
  )
  await sql`create index products_line_idx on products (product_line) where product_line is not null`.execute(
    db,
  )
  await sql`create index products_scale_idx on products (scale) where scale is not null`.execute(db)
  await sql`create index products_preorder_idx on products (release_date) where is_preorder = 1`.execute(db)
  // The facets group the catalogue by every column they filter on, in this order: one scan of this index
  // (it covers them, stock included) reads the groups without a sort and without touching the table.
  await sql`create index products_facets_idx on products (category, series_slug, series, character_name,
    manufacturer, product_line, scale, is_preorder, price_paise, stock)`.execute(db)

  for (const column of ['preorder_state', 'preorder_release_date']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute()
  }
  await db.schema.alterTable('orders').addColumn('preorder_allocated', 'integer').execute()
  // The limit check, the date-change mails and the release read only the orders still waiting for a release.
  await sql`create index orders_awaiting_release on orders (created_at) where preorder_state = 'awaiting'`.execute(
    db,
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index orders_awaiting_release`.execute(db)
  for (const column of ['preorder_allocated', 'preorder_release_date', 'preorder_state']) {
    await db.schema.alterTable('orders').dropColumn(column).execute()
  }
  for (const index of [
    'products_facets_idx',
    'products_preorder_idx',
    'products_scale_idx',
    'products_line_idx',
    'products_manufacturer_idx',
    'products_character_idx',
    'products_series_slug_idx',
    'products_series_idx',
  ]) {
    await sql`drop index ${sql.raw(index)}`.execute(db)
  }
  for (const column of [
    'release_date_history',
    'preorder_limit',
    'is_preorder',
    'release_date',
    'jan',
    'scale',
    'product_line',
    'manufacturer',
    'character_name',
    'series_slug',
    'series',
  ]) {
    await db.schema.alterTable('products').dropColumn(column).execute()
  }
}
