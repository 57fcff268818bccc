import { sql, type Kysely } from 'kysely'
import type { MigrationContext } from './migration-context'

// Frozen: this file never imports application code and never changes once released.

/**
 * The stock ledger: every change of a product's stock as a movement, numbered per product (`seq`, 1 for the
 * first), with the change, the stock it left, why, and the order or person behind it. The ledger begins with
 * one `opening` movement per product holding its stock at this moment, so that from here on the movements of a
 * product add up to its stock. A movement goes with its product.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('change', 'integer', (col) => col.notNull())
    .addColumn('stock_after', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('note', 'text')
    .execute()
  // The product's history newest first, its latest movement, and the next number: one index.
  await db.schema
    .createIndex('stock_movements_product_seq_idx')
    .on('stock_movements')
    .columns(['product_id', 'seq'])
    .unique()
    .execute()

  // Each opening movement's id: on PostgreSQL made from its product's (unique) id, on SQLite random, as ids are.
  const openingId =
    dialect === 'postgres' ? sql`substr(md5('opening:' || id), 1, 24)` : sql`lower(hex(randomblob(12)))`
  await sql`
    insert into stock_movements (id, product_id, seq, at, change, stock_after, reason)
    select ${openingId}, id, 1, ${new Date().toISOString()}, stock, stock, 'opening' from products
  `.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_movements').execute()
}
