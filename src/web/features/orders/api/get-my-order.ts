import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import { api } from '../../../api/http-client'
import { orderRefetchInterval } from '../../../lib/orders/payment-hold'
import { myOrdersQueryKey } from './get-my-orders'

/**
 * An answer without an id and items is no order to show (null): the page says "Order Not Found". One that has
 * them must be a whole order.
 */
const myOrderSchema = z.preprocess((body) => (isOrderLike(body) ? body : null), orderAnswerSchema.nullable())

/** GET /orders/my-orders/:id: one of the customer's own orders; another customer's id answers 404. */
export function getMyOrder(orderId: string, signal?: AbortSignal): Promise<Order | null> {
  return api.get(`/orders/my-orders/${encodeURIComponent(orderId)}`, myOrderSchema, { signal })
}

export const myOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...myOrdersQueryKey, orderId] as const,
    queryFn: ({ signal }) => getMyOrder(orderId, signal),
    // Refunds are followed until they settle, and the order is read again when its payment hold ends or its time
    // to confirm cash on delivery does.
    refetchInterval: (query) =>
      soonest(orderRefetchInterval(query.state.data), confirmationRefetch(query.state.data)),
  })

export function useMyOrder(orderId: string | undefined) {
  return useQuery({ ...myOrderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) })
}

/** The server cancels an unconfirmed cash-on-delivery order within a minute of `confirmBy`. */
const AFTER_CONFIRMATION_DEADLINE_MS = 1_000
const UNTIL_CANCELLED_POLL_MS = 15_000
// setTimeout's longest wait; a window is at most MAX_COD_CONFIRMATION_HOURS (a week), well under it.
const MAX_WAIT_MS = 2 ** 31 - 1

function confirmationRefetch(order: Order | null | undefined, now = Date.now()): number | false {
  if (order?.codConfirmation !== 'awaiting' || !order.confirmBy || order.status === 'cancelled') return false
  const left = Date.parse(order.confirmBy) - now
  if (Number.isNaN(left)) return false
  return left > 0 ? Math.min(left + AFTER_CONFIRMATION_DEADLINE_MS, MAX_WAIT_MS) : UNTIL_CANCELLED_POLL_MS
}

function soonest(...intervals: (number | false)[]): number | false {
  const waits = intervals.filter((interval) => interval !== false)
  return waits.length > 0 ? Math.min(...waits) : false
}

function isOrderLike(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const { _id, orderItems } = body as { _id?: unknown; orderItems?: unknown }
  return typeof _id === 'string' && _id !== '' && Array.isArray(orderItems)
}
