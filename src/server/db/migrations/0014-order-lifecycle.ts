import { sql, type Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * After the order: an unpaid online order's hold on its stock (when it ends, and which instance has claimed
 * its expiry), why and when an order was cancelled, what of it has been refunded; the refunds themselves,
 * each with its GST credit note number, and one credit note counter per financial year.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['hold_expires_at', 'hold_claimed_until', 'cancelled_at', 'cancel_reason']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute()
  }
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  // The sales sums subtract refunds: the covering index of paid orders carries the refunded sum too.
  await db.schema.dropIndex('orders_paid_idx').execute()
  await db.schema
    .createIndex('orders_paid_idx')
    .on('orders')
    .columns(['paid_at', 'status', 'total_price_paise', 'refunded_paise'])
    .execute()
  // The expiry sweep's question — which holds have run out — reads only the few orders still waiting to be paid.
  await sql`create index orders_running_holds on orders (hold_expires_at)
    where hold_expires_at is not null and paid_at is null and status = 'pending'`.execute(db)

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('automatic', 'integer', (col) => col.notNull().defaultTo(0))
    // The payment attempt refunded, and the gateway's id of the current refund attempt (new at each retry).
    .addColumn('transaction_id', 'text')
    .addColumn('provider_refund_id', 'text')
    .addColumn('requested_at', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('provider_response', 'text')
    .addColumn('credit_note_number', 'text', (col) => col.notNull().unique())
    .addColumn('credit_taxable_paise', 'integer', (col) => col.notNull())
    .addColumn('credit_cgst_paise', 'integer', (col) => col.notNull())
    .addColumn('credit_sgst_paise', 'integer', (col) => col.notNull())
    .addColumn('credit_igst_paise', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute()
  await db.schema.createIndex('refunds_order_idx').on('refunds').columns(['order_id', 'created_at']).execute()
  await db.schema
    .createIndex('refunds_provider_refund_idx')
    .on('refunds')
    .column('provider_refund_id')
    .unique()
    .execute()
  await sql`create index refunds_pending on refunds (claimed_until) where status = 'pending'`.execute(db)

  await db.schema
    .createTable('credit_note_counters')
    .addColumn('financial_year', 'text', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_note_counters').execute()
  await db.schema.dropTable('refunds').execute()
  await sql`drop index orders_running_holds`.execute(db)
  await db.schema.dropIndex('orders_paid_idx').execute()
  await db.schema
    .createIndex('orders_paid_idx')
    .on('orders')
    .columns(['paid_at', 'status', 'total_price_paise'])
    .execute()
  for (const column of [
    'refunded_paise',
    'cancel_reason',
    'cancelled_at',
    'hold_claimed_until',
    'hold_expires_at',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute()
  }
}
