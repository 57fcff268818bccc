import type { Kysely } from 'kysely'
import type { Order } from '@common/schemas/order'
import type { Database } from '../../db/schema'
import { hydrateOrders } from './order-mapping'

/** Every order of the account, newest first, as the shopper's own list answers them: the account's export. */
export async function ordersOfAccount(db: Kysely<Database>, userId: string): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return hydrateOrders(db, rows)
}

/** The account's orders still on their way (not delivered, cancelled or returned), by order number. */
export async function ordersUnderwayOf(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('orders')
    .select('order_number')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'processing', 'shipped'])
    .orderBy('created_at')
    .execute()
  return rows.map((row) => row.order_number)
}

/** Every order id of the account, for the checks other modules make on them. */
export async function orderIdsOf(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await trx.selectFrom('orders').select('id').where('user_id', '=', userId).execute()
  return rows.map((row) => row.id)
}
