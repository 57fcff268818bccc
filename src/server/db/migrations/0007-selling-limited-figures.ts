import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Discount codes and their uses, the discount an order got, a per-customer maximum on a product, wishlists, and
 * the shoppers waiting for a sold-out product.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('type', 'text', (col) => col.notNull())
    // Percent off (1–100) for a percentage code, paise off for a fixed one.
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('min_order_paise', 'integer')
    .addColumn('max_discount_paise', 'integer')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('per_customer_limit', 'integer')
    .addColumn('categories', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('product_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('times_used', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('discount_redemptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('discount_id', 'text', (col) => col.notNull().references('discounts.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('discount_redemptions_customer_idx')
    .on('discount_redemptions')
    .columns(['discount_id', 'user_id'])
    .execute()

  await db.schema.alterTable('orders').addColumn('discount_code', 'text').execute()
  await db.schema
    .alterTable('orders')
    .addColumn('discount_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('products').addColumn('max_per_customer', 'integer').execute()
  // The per-customer maximum sums a customer's earlier orders of one product.
  await db.schema.createIndex('orders_user_status_idx').on('orders').columns(['user_id', 'status']).execute()

  await db.schema
    .createTable('wishlist_items')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('stock_alerts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('stock_alerts_product_email_unique', ['product_id', 'email'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_alerts').execute()
  await db.schema.dropTable('wishlist_items').execute()
  await db.schema.dropIndex('orders_user_status_idx').execute()
  await db.schema.alterTable('products').dropColumn('max_per_customer').execute()
  await db.schema.alterTable('orders').dropColumn('discount_paise').execute()
  await db.schema.alterTable('orders').dropColumn('discount_code').execute()
  await db.schema.dropTable('discount_redemptions').execute()
  await db.schema.dropTable('discounts').execute()
}
