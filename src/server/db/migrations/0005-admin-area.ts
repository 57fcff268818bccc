import { sql, type Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * The admin area: messages can be marked handled; orders keep a lower-cased search text so that the admin
 * search reads one column of one table instead of lower-casing joined columns row by row; indexes for the
 * dashboard's aggregates (sales by payment time, orders by placing time, low stock, customers by month) and
 * for keyset paging through orders by (created_at, id).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('handled_at', 'text').execute()
  await db.schema
    .createIndex('messages_handled_created_idx')
    .on('messages')
    .columns(['handled_at', 'created_at'])
    .execute()

  await db.schema
    .alterTable('orders')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  // Existing orders: their ids and the shipping address as stored (JSON text), one field per line.
  await sql`update orders set search_text = lower(id || ${'\n'} || order_number || ${'\n'} || user_id || ${'\n'} || shipping_address)`.execute(
    db,
  )

  await db.schema.createIndex('orders_created_id_idx').on('orders').columns(['created_at', 'id']).execute()
  await db.schema.dropIndex('orders_created_idx').execute()
  await db.schema
    .createIndex('orders_status_created_id_idx')
    .on('orders')
    .columns(['status', 'created_at', 'id'])
    .execute()
  await db.schema.dropIndex('orders_status_idx').execute()
  // Covers the sales sums: by payment time, with the status and the amount in the index itself.
  await db.schema
    .createIndex('orders_paid_idx')
    .on('orders')
    .columns(['paid_at', 'status', 'total_price_paise'])
    .execute()

  await db.schema.createIndex('products_stock_idx').on('products').columns(['stock', 'id']).execute()
  await db.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_role_created_idx').execute()
  await db.schema.dropIndex('products_stock_idx').execute()
  await db.schema.dropIndex('orders_paid_idx').execute()
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute()
  await db.schema.dropIndex('orders_status_created_id_idx').execute()
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute()
  await db.schema.dropIndex('orders_created_id_idx').execute()
  await db.schema.alterTable('orders').dropColumn('search_text').execute()
  await db.schema.dropIndex('messages_handled_created_idx').execute()
  await db.schema.alterTable('messages').dropColumn('handled_at').execute()
}
