import { sql, type Kysely } from 'kysely'
import type { MigrationContext } from './migration-context'

// Frozen: this file never imports application code and never changes once released.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob'

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('user')
        .check(sqlIn('role', ['user', 'admin'])),
    )
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('profile_picture', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute()

  await db.schema
    .createTable('refresh_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema
    .createIndex('refresh_sessions_family_idx')
    .on('refresh_sessions')
    .column('family_id')
    .execute()
  await db.schema.createIndex('refresh_sessions_user_idx').on('refresh_sessions').column('user_id').execute()

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_paise', 'integer', (col) => col.notNull().check(nonNegative('price_paise')))
    .addColumn('original_price_paise', 'integer', (col) =>
      col.notNull().check(nonNegative('original_price_paise')),
    )
    .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0).check(nonNegative('stock')))
    .addColumn('category', 'text', (col) => col.notNull().defaultTo('uncategorized'))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('rating', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('num_reviews', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_featured', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_best_seller', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_new_arrival', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('seed_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull().check(between('rating', 1, 5)))
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('reviews_one_per_user', ['product_id', 'user_id'])
    .execute()
  await db.schema
    .createIndex('reviews_product_created_idx')
    .on('reviews')
    .columns(['product_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull().defaultTo('India'))
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_number', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('payment_status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('items_price_paise', 'integer', (col) => col.notNull())
    .addColumn('shipping_price_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tax_price_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_price_paise', 'integer', (col) => col.notNull())
    .addColumn('shipping_address', 'text', (col) => col.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('orders_idempotency_unique', ['user_id', 'idempotency_key'])
    .execute()
  await db.schema
    .createIndex('orders_user_created_idx')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute()

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (col) => col.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('unit_price_paise', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(between('quantity', 1, 1000)))
    .execute()
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute()
  await db.schema.createIndex('order_items_product_idx').on('order_items').column('product_id').execute()

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('mobile_number', 'text')
    .addColumn('provider_response', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute()

  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', blob, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('media_hash_width_unique', ['hash', 'width'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'media',
    'payments',
    'order_items',
    'orders',
    'addresses',
    'reviews',
    'products',
    'refresh_sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}

function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`
}

function nonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`
}

function between(column: string, low: number, high: number) {
  return sql`${sql.ref(column)} between ${sql.lit(low)} and ${sql.lit(high)}`
}
