import { sql, type Kysely } from 'kysely'

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
export async function up(db: Kysely<any>): Promise<void> {
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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('variant_label').execute()
  await db.schema.alterTable('return_items').dropColumn('variant_label').execute()
  for (const table of ['order_items', 'return_items', 'stock_movements', 'stock_alerts', 'raffles'])
    await db.schema.alterTable(table).dropColumn('variant_id').execute()
  await db.schema.dropTable('product_variants').execute()
  await db.schema.alterTable('products').dropColumn('max_price_paise').execute()
  await db.schema.alterTable('products').dropColumn('options').execute()
}
