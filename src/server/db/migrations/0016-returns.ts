import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Returns: a shopper's request to send back items of a delivered order (its reason, note and photos, the
 * admin's decision and note, the refund made when the parcel came back), its lines as the order sold them
 * (name, picture and price paid, how many go back and how many were put back on sale), and the admin's return
 * window in days (one row, id 'shop'; no row means the built-in 7 days).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('return_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    // The order's number never changes: kept here so that the admin's list is read from this table alone.
    .addColumn('order_number', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('admin_note', 'text')
    // A JSON array of /media/… addresses.
    .addColumn('photos', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('refund_id', 'text')
    .addColumn('refund_paise', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('received_at', 'text')
    .execute()
  // An order's returns (its page, the quantities already asked for); the admin's list, newest first, whole or
  // of one status (the count waiting is that of `requested`).
  await db.schema
    .createIndex('return_requests_order_idx')
    .on('return_requests')
    .columns(['order_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('return_requests_created_idx')
    .on('return_requests')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('return_requests_status_idx')
    .on('return_requests')
    .columns(['status', 'created_at', 'id'])
    .execute()

  await db.schema
    .createTable('return_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('return_id', 'text', (col) => col.notNull())
    .addColumn('product_id', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('unit_price_paise', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('restocked', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('return_items_return_idx').on('return_items').column('return_id').execute()

  await db.schema
    .createTable('return_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Decimals allowed (1.5 days): a double on both databases.
    .addColumn('window_days', 'double precision', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('return_settings').execute()
  await db.schema.dropTable('return_items').execute()
  await db.schema.dropTable('return_requests').execute()
}
