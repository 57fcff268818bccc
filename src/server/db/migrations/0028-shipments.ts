import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Parcels booked with a carrier: one row per order (its key, so an order is never booked twice), claimed before
 * the carrier is asked and completed with the AWB and label after. A claim whose `claimed_until` passed without
 * an AWB was left by a crash and may be taken over. The order's expected delivery date, and one row per carrier
 * event in `order_events` (a webhook delivered twice, or on two instances, records it once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('order_id', 'text', (col) => col.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('weight_grams', 'integer', (col) => col.notNull())
    .addColumn('length_cm', 'real', (col) => col.notNull())
    .addColumn('breadth_cm', 'real', (col) => col.notNull())
    .addColumn('height_cm', 'real', (col) => col.notNull())
    .addColumn('claimed_until', 'text', (col) => col.notNull())
    .addColumn('awb', 'text', (col) => col.unique())
    .addColumn('carrier', 'text')
    .addColumn('courier_name', 'text')
    .addColumn('shipment_id', 'text')
    .addColumn('label_url', 'text')
    .addColumn('estimated_delivery', 'text')
    .addColumn('booked_at', 'text')
    .addColumn('delivery_failed_at', 'text')
    .addColumn('delivery_failed_note', 'text')
    .addColumn('failure_action', 'text')
    .addColumn('failure_action_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.alterTable('orders').addColumn('estimated_delivery', 'text').execute()
  await db.schema
    .createIndex('order_events_once_idx')
    .on('order_events')
    .columns(['order_id', 'event', 'at'])
    .unique()
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_events_once_idx').execute()
  await db.schema.alterTable('orders').dropColumn('estimated_delivery').execute()
  await db.schema.dropTable('shipments').execute()
}
