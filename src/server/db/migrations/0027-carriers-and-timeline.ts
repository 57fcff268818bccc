import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Carriers and the order's timeline: the carrier an order was shipped with (null for orders shipped before,
 * read as `other`), when a cash-on-delivery order was confirmed by its shopper, and `order_events`, the events of
 * an order that nothing else records (out for delivery, a failed delivery attempt), oldest first per order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute()
  await db.schema.alterTable('orders').addColumn('cod_confirmed_at', 'text').execute()
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .columns(['order_id', 'at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_events').execute()
  await db.schema.alterTable('orders').dropColumn('cod_confirmed_at').execute()
  await db.schema.alterTable('orders').dropColumn('carrier').execute()
}
