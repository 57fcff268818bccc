import type { Kysely } from 'kysely'
import type { Order } from '@common/schemas/order'
import type { Database } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { hydrateOrders } from './order-mapping'

export async function findOrder(db: Kysely<Database>, orderId: string): Promise<Order> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
  if (!row) throw new NotFoundError('Order not found')
  const [order] = await hydrateOrders(db, [row])
  return order!
}

/** Another shopper's order is answered exactly like a missing one. */
export async function findOwnOrder(db: Kysely<Database>, userId: string, orderId: string): Promise<Order> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) throw new NotFoundError('Order not found')
  const [order] = await hydrateOrders(db, [row])
  return order!
}
