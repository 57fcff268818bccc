import type { Kysely } from 'kysely'
import type { Order } from '@common/schemas/order'
import type { Database } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { hydrateOrders, type OrderRow } from './order-mapping'
import { loggedEventsOf, timelineOf } from './order-timeline'

/** One order with its timeline (one query more than a list's order: its logged events). */
export async function findOrder(db: Kysely<Database>, orderId: string): Promise<Order> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
  if (!row) throw new NotFoundError('Order not found')
  return withTimeline(db, row)
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
  return withTimeline(db, row)
}

async function withTimeline(db: Kysely<Database>, row: OrderRow): Promise<Order> {
  const [[order], logged] = await Promise.all([hydrateOrders(db, [row]), loggedEventsOf(db, row.id)])
  return { ...order!, timeline: timelineOf(row, order!, logged) }
}
