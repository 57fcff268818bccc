import { sql, type Kysely } from 'kysely'
import type { MigrationContext } from './migration-context'

// Frozen: this file never imports application code and never changes once released.

/**
 * Editions and variants. A product may offer options (`products.options`, a JSON list of {name, values}); each
 * combination sold is a row of `product_variants` with its own SKU, JAN, prices, stock, pictures and limits. The
 * product row keeps what its listing reads: its lowest variant price (and `max_price_paise` when the prices
 * differ) and the sum of its variants' stock, written by the same transaction as the variants. A product without
 * options has no variant rows and is sold as itself, so no product changes by this migration. Order lines, return
 * lines, stock movements, notify-me requests and raffles name the variant when there is one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, context: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute()
  await db.schema.alterTable('products').addColumn('max_price_paise', 'integer').execute()
  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('sku', 'text', (col) => col.notNull().unique())
    .addColumn('jan', 'text')
    .addColumn('price_paise', 'integer', (col) => col.notNull())
    .addColumn('original_price_paise', 'integer', (col) => col.notNull())
    .addColumn('stock', 'integer', (col) => col.notNull().check(sql`stock >= 0`))
    .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('max_per_customer', 'integer')
    .addColumn('preorder_limit', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('product_variants_product_idx')
    .on('product_variants')
    .columns(['product_id', 'position'])
    .execute()
  for (const table of ['order_items', 'return_items', 'stock_movements', 'stock_alerts', 'raffles'])
    await db.schema.alterTable(table).addColumn('variant_id', 'text').execute()
  await db.schema.alterTable('return_items').addColumn('variant_label', 'text').execute()
  await db.schema.alterTable('order_items').addColumn('variant_label', 'text').execute()
  await indexVariantPrices(db)
  await searchVariants(db, context)
}

/**
 * A price filter matches a product with options when any of its variants' prices is within it: the lowest
 * (`price_paise`, products_price_idx) or the highest (`max_price_paise`, this partial index of the few products
 * whose prices differ) is, or, both outside, a variant between them is (product_variants_price_idx). The facets' index holds the highest price
 * too, so grouping the products whose prices do not differ still reads nothing but it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function indexVariantPrices(db: Kysely<any>): Promise<void> {
  await sql`create index products_max_price_idx on products (max_price_paise, id)
    where max_price_paise is not null`.execute(db)
  // The variants within the bounds, read once for the page (PostgreSQL hashes them) or by product (SQLite).
  await db.schema
    .createIndex('product_variants_price_idx')
    .on('product_variants')
    .columns(['price_paise', 'product_id'])
    .execute()
  await sql`drop index products_facets_idx`.execute(db)
  await sql`create index products_facets_idx on products (category, series_slug, series, character_name,
    manufacturer, product_line, scale, is_preorder, price_paise, max_price_paise, stock)
    where status = 'live'`.execute(db)
}

/** The text searched of a product, as migration 0010 indexed it, and its variants' labels and SKUs. */
const SEARCHED_COLUMNS = ['name', 'tags', 'details', 'category', 'description', 'variant_text'] as const
/** Each variant's label and SKU, a line each in the grid's order ('' without variants). */
const VARIANT_TEXT = (productId: string) =>
  `(select coalesce(group_concat(label || ' ' || sku, char(10)), '') from
     (select label, sku from product_variants where product_id = ${productId} order by position))`

/**
 * A variant's label and SKU find its product: `products.variant_text` holds them, kept by the database whatever
 * writes the variants (the grid, the catalogue import), and the search index of migration 0010 reads it with the
 * rest. Only a label or SKU written fires it: taking a variant's stock does not.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function searchVariants(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('variant_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  if (dialect === 'postgres') {
    await sql`create function product_variant_text() returns trigger language plpgsql as $$
      declare product text := case when tg_op = 'DELETE' then old.product_id else new.product_id end;
      begin
        update products set variant_text = coalesce((select string_agg(label || ' ' || sku, e'\n' order by position)
          from product_variants where product_id = product), '') where id = product;
        return null;
      end $$`.execute(db)
    await sql`create trigger product_variants_text after insert or delete
      on product_variants for each row execute function product_variant_text()`.execute(db)
    // A grid's save writes every row's label, SKU and place: only one that changed rewrites the text.
    await sql`create trigger product_variants_text_update after update of label, sku, position on product_variants
      for each row when (old.label is distinct from new.label or old.sku is distinct from new.sku
        or old.position is distinct from new.position)
      execute function product_variant_text()`.execute(db)
    await sql`drop index products_search_trgm_idx`.execute(db)
    await sql
      .raw(
        `create index products_search_trgm_idx on products using gin ((lower(${SEARCHED_COLUMNS.join(
          " || ' ' || ",
        )})) public.gin_trgm_ops)`,
      )
      .execute(db)
    return
  }
  for (const [event, row, when] of [
    ['insert', 'new', ''],
    ['delete', 'old', ''],
    // A grid's save writes every row's label, SKU and place: only one that changed rewrites the text.
    [
      'update of label, sku, position',
      'new',
      'when old.label is not new.label or old.sku is not new.sku or old.position is not new.position',
    ],
  ] as const) {
    await sql
      .raw(
        `create trigger product_variants_text_${event.split(' ')[0]} after ${event} on product_variants ${when} begin
           update products set variant_text = ${VARIANT_TEXT(`${row}.product_id`)} where id = ${row}.product_id;
         end`,
      )
      .execute(db)
  }
  await dropProductsSearch(db)
  await createProductsSearch(db, SEARCHED_COLUMNS)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function dropProductsSearch(db: Kysely<any>): Promise<void> {
  for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update'])
    await sql.raw(`drop trigger ${trigger}`).execute(db)
  await sql`drop table products_search`.execute(db)
}

/** Migration 0010's FTS5 table and triggers over `columns`, rebuilt from the products. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createProductsSearch(db: Kysely<any>, columns: readonly string[]): Promise<void> {
  const list = columns.join(', ')
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ')
  await sql
    .raw(
      `create virtual table products_search using fts5(${list}, content='products', content_rowid='rowid', tokenize='trigram')`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger products_search_insert after insert on products begin
         insert into products_search(rowid, ${list}) values (new.rowid, ${values('new')});
       end`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger products_search_delete after delete on products begin
         insert into products_search(products_search, rowid, ${list}) values ('delete', old.rowid, ${values('old')});
       end`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger products_search_update after update of ${list} on products begin
         insert into products_search(products_search, rowid, ${list}) values ('delete', old.rowid, ${values('old')});
         insert into products_search(rowid, ${list}) values (new.rowid, ${values('new')});
       end`,
    )
    .execute(db)
  await sql.raw(`insert into products_search(products_search) values ('rebuild')`).execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger product_variants_text_update on product_variants`.execute(db)
    await sql`drop trigger product_variants_text on product_variants`.execute(db)
    await sql`drop function product_variant_text()`.execute(db)
    await sql`drop index products_search_trgm_idx`.execute(db)
    await sql
      .raw(
        `create index products_search_trgm_idx on products using gin ((lower(${SEARCHED_COLUMNS.slice(
          0,
          -1,
        ).join(" || ' ' || ")})) public.gin_trgm_ops)`,
      )
      .execute(db)
  } else {
    for (const event of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger product_variants_text_${event}`).execute(db)
    await dropProductsSearch(db)
  }
  await db.schema.alterTable('products').dropColumn('variant_text').execute()
  if (dialect === 'sqlite') await createProductsSearch(db, SEARCHED_COLUMNS.slice(0, -1))
  await sql`drop index products_facets_idx`.execute(db)
  await sql`create index products_facets_idx on products (category, series_slug, series, character_name,
    manufacturer, product_line, scale, is_preorder, price_paise, stock) where status = 'live'`.execute(db)
  await sql`drop index products_max_price_idx`.execute(db)
  await db.schema.dropIndex('product_variants_price_idx').execute()
  await db.schema.alterTable('order_items').dropColumn('variant_label').execute()
  await db.schema.alterTable('return_items').dropColumn('variant_label').execute()
  for (const table of ['order_items', 'return_items', 'stock_movements', 'stock_alerts', 'raffles'])
    await db.schema.alterTable(table).dropColumn('variant_id').execute()
  await db.schema.dropTable('product_variants').execute()
  await db.schema.alterTable('products').dropColumn('max_price_paise').execute()
  await db.schema.alterTable('products').dropColumn('options').execute()
}
