import type { Kysely } from 'kysely'
import { CARRIER_NAMES, trackingOf } from '@common/carriers'
import { formatRupees } from '@common/money'
import {
  isDuplicatePaymentRefund,
  LOGGED_ORDER_EVENTS,
  type LoggedOrderEvent,
  type Order,
  type OrderTimelineEntry,
} from '@common/schemas/order'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { OrderRow } from './order-mapping'

/*
 * An order's timeline, built from what the shop already records on the order's row, its refunds and its return
 * requests, and from `order_events` for what nothing else records (out for delivery, a failed delivery attempt,
 * which a carrier's webhook appends). One order's answer reads it in one query; lists leave it out.
 */

export interface LoggedEvent {
  event: LoggedOrderEvent
  note: string | null
  at: string
}

/**
 * Appends an event that nothing else records to the order's timeline, at the time it happened (the carrier's). The
 * same event at the same time is kept once, so a carrier's report can be applied again (resent, or on two
 * instances).
 */
export async function appendOrderEvent(
  db: Kysely<Database>,
  orderId: string,
  entry: { event: LoggedOrderEvent; note?: string; at: string },
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      id: newId(),
      order_id: orderId,
      event: entry.event,
      note: entry.note ?? null,
      at: entry.at,
    })
    .onConflict((conflict) => conflict.columns(['order_id', 'event', 'at']).doNothing())
    .execute()
}

export async function loggedEventsOf(db: Kysely<Database>, orderId: string): Promise<LoggedEvent[]> {
  const rows = await db
    .selectFrom('order_events')
    .select(['event', 'note', 'at'])
    .where('order_id', '=', orderId)
    .orderBy('at')
    .orderBy('id')
    .execute()
  // An event this build does not know (a newer one's) is left out rather than answered unvalidated.
  return rows.filter((row): row is LoggedEvent =>
    (LOGGED_ORDER_EVENTS as readonly string[]).includes(row.event),
  )
}

/**
 * The timeline, oldest first; events at the same moment keep the order the order lives them in (placed before
 * paid, shipped before delivered). A refund counts once completed; a second payment's refund is not the order's.
 */
export function timelineOf(
  row: OrderRow,
  order: Pick<Order, 'refunds' | 'returns'>,
  logged: readonly LoggedEvent[],
): OrderTimelineEntry[] {
  const entries: OrderTimelineEntry[] = [{ at: row.created_at, event: 'placed' }]
  if (row.paid_at) entries.push({ at: row.paid_at, event: 'paid' })
  if (row.cod_confirmed_at) entries.push({ at: row.cod_confirmed_at, event: 'confirmed' })
  if (row.shipped_at) {
    const tracking = trackingOf(row.carrier, row.tracking_number)
    entries.push({
      at: row.shipped_at,
      event: 'shipped',
      ...(tracking ? { note: `${CARRIER_NAMES[tracking.carrier]} ${tracking.number}` } : {}),
    })
  }
  for (const event of logged)
    entries.push({ at: event.at, event: event.event, ...(event.note ? { note: event.note } : {}) })
  if (row.delivered_at) entries.push({ at: row.delivered_at, event: 'delivered' })
  if (row.returned_at)
    entries.push({ at: row.returned_at, event: 'returned', note: 'Returned to the shop undelivered' })
  if (row.cancelled_at)
    entries.push({
      at: row.cancelled_at,
      event: 'cancelled',
      ...(row.cancel_reason ? { note: row.cancel_reason } : {}),
    })
  for (const request of order.returns) {
    entries.push({ at: request.createdAt, event: 'return-requested' })
    if (request.status === 'received') entries.push({ at: request.updatedAt, event: 'returned' })
  }
  for (const refund of order.refunds) {
    if (refund.status !== 'completed' || isDuplicatePaymentRefund(refund)) continue
    entries.push({
      at: refund.completedAt ?? refund.createdAt,
      event: 'refunded',
      note: formatRupees(refund.amount),
    })
  }
  // Array.prototype.sort is stable: entries at the same time keep the order pushed above.
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
}
