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
    // Refunds are followed until they settle, and the order is read again when its payment hold ends.
    refetchInterval: (query) => orderRefetchInterval(query.state.data),
  })

export function useMyOrder(orderId: string | undefined) {
  return useQuery({ ...myOrderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) })
}

function isOrderLike(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const { _id, orderItems } = body as { _id?: unknown; orderItems?: unknown }
  return typeof _id === 'string' && _id !== '' && Array.isArray(orderItems)
}
