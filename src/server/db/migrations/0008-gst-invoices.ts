import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * GST: each product's HSN code and rate, the admin's defaults per category, the tax inside each order line,
 * the order's tax invoice number and the facts its invoice prints (seller, place of supply, buyer's GSTIN),
 * and one invoice counter per financial year. Orders placed before keep nulls: tax 0 and no invoice number.
 */

/** The built-in defaults as they were when this migration was written (the application's may change later). */
const DEFAULTS_AT_MIGRATION: Record<string, { hsnCode: string; gstRate: number }> = {
  figures: { hsnCode: '9503', gstRate: 5 },
  keychains: { hsnCode: '3926', gstRate: 18 },
  qposket: { hsnCode: '9503', gstRate: 5 },
  clothing: { hsnCode: '6109', gstRate: 5 },
  accessories: { hsnCode: '4202', gstRate: 18 },
}
/** "Other" and any category outside the list: toys and models (9503) at 5 %. */
const FALLBACK = { hsnCode: '9503', gstRate: 5 }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The column defaults are the fallback so that a row written by older code is still a valid product.
  await db.schema
    .alterTable('products')
    .addColumn('hsn_code', 'text', (col) => col.notNull().defaultTo(FALLBACK.hsnCode))
    .execute()
  await db.schema
    .alterTable('products')
    .addColumn('gst_rate', 'integer', (col) => col.notNull().defaultTo(FALLBACK.gstRate))
    .execute()
  for (const [category, taxDefault] of Object.entries(DEFAULTS_AT_MIGRATION)) {
    await db
      .updateTable('products')
      .set({ hsn_code: taxDefault.hsnCode, gst_rate: taxDefault.gstRate })
      .where('category', '=', category)
      .execute()
  }

  await db.schema
    .createTable('category_tax_defaults')
    .addColumn('category', 'text', (col) => col.primaryKey())
    .addColumn('hsn_code', 'text', (col) => col.notNull())
    .addColumn('gst_rate', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  // Per line, in paise: the line's share of the discount, the taxable value and the tax inside the rest.
  for (const column of [
    'hsn_code',
    'gst_rate',
    'discount_paise',
    'taxable_paise',
    'cgst_paise',
    'sgst_paise',
    'igst_paise',
  ]) {
    await db.schema
      .alterTable('order_items')
      .addColumn(column, column === 'hsn_code' ? 'text' : 'integer')
      .execute()
  }

  for (const column of [
    'invoice_number',
    'seller_gstin',
    'seller_state',
    'place_of_supply',
    'place_of_supply_code',
    'supply_type',
    'buyer_gstin',
  ]) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute()
  }
  // Unique among the orders that have one; both databases let any number of rows hold null.
  await db.schema
    .createIndex('orders_invoice_number_idx')
    .on('orders')
    .column('invoice_number')
    .unique()
    .execute()

  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_counters').execute()
  await db.schema.dropIndex('orders_invoice_number_idx').execute()
  for (const column of [
    'buyer_gstin',
    'supply_type',
    'place_of_supply_code',
    'place_of_supply',
    'seller_state',
    'seller_gstin',
    'invoice_number',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute()
  }
  for (const column of [
    'igst_paise',
    'sgst_paise',
    'cgst_paise',
    'taxable_paise',
    'discount_paise',
    'gst_rate',
    'hsn_code',
  ]) {
    await db.schema.alterTable('order_items').dropColumn(column).execute()
  }
  await db.schema.dropTable('category_tax_defaults').execute()
  await db.schema.alterTable('products').dropColumn('gst_rate').execute()
  await db.schema.alterTable('products').dropColumn('hsn_code').execute()
}
