import { sql, type Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Cash-on-delivery rules and parcels that come back. The admin's rules are one row (id 'shop'; no row means
 * the built-in ones): the largest order total paid on delivery (null: no limit), the returned parcels after
 * which a customer may no longer choose it (0: never), and the hours a new cash-on-delivery order waits for
 * the shopper's confirmation (0: none; decimals allowed). On orders: that confirmation ('awaiting', then
 * 'confirmed'), its deadline and which instance has claimed its expiry; when the order left the shop and when
 * it came back undelivered (return to origin), for the dashboard's rates.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cod_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('max_order_value_paise', 'integer')
    .addColumn('block_after_returns', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('confirmation_hours', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  for (const column of [
    'cod_confirmation',
    'confirm_by',
    'confirmation_claimed_until',
    'shipped_at',
    'returned_at',
  ]) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute()
  }
  // Orders already on their way: shipped when last changed (a delivered one by its delivery at the latest).
  await sql`update orders set shipped_at = coalesce(delivered_at, updated_at)
    where status in ('shipped', 'delivered')`.execute(db)

  // The expiry sweep reads only the few orders still waiting for their shopper's confirmation.
  await sql`create index orders_awaiting_confirmation on orders (confirm_by)
    where cod_confirmation = 'awaiting' and status = 'pending'`.execute(db)
  // The dashboard's 30 days of parcels shipped, delivered and returned.
  await sql`create index orders_shipped_idx on orders (shipped_at) where shipped_at is not null`.execute(db)
  await sql`create index orders_delivered_idx on orders (delivered_at) where delivered_at is not null`.execute(
    db,
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index orders_delivered_idx`.execute(db)
  await sql`drop index orders_shipped_idx`.execute(db)
  await sql`drop index orders_awaiting_confirmation`.execute(db)
  for (const column of [
    'returned_at',
    'shipped_at',
    'confirmation_claimed_until',
    'confirm_by',
    'cod_confirmation',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute()
  }
  await db.schema.dropTable('cod_settings').execute()
}
