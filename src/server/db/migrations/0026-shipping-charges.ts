import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Shipping charges: the admin's one row (id 'shop') of a flat rate, the items' total from which shipping is free
 * and the fee of an order paid on delivery, in paise (no row: the built-in defaults, which charge nothing); and
 * each order's cash-on-delivery fee beside its shipping price (0 for every order placed before).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipping_charges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('flat_rate_paise', 'integer', (col) => col.notNull())
    .addColumn('free_over_paise', 'integer', (col) => col.notNull())
    .addColumn('cod_fee_paise', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .alterTable('orders')
    .addColumn('cod_fee_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('cod_fee_paise').execute()
  await db.schema.dropTable('shipping_charges').execute()
}
