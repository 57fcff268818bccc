import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import { api } from '../../../../api/http-client'
import { orderRefetchInterval } from '../../../../lib/orders/payment-hold'
import { adminOrderDetailQueryKey } from './admin-query-keys'

/** An answer without an id and items holds no order to show (null); one that has them must be a whole order. */
const adminOrderSchema = z.preprocess(
  (body) => (isOrderLike(body) ? body : null),
  orderAnswerSchema.nullable(),
)

/** GET /orders/:id: any customer's order; null when the answer holds no order to show. */
export function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<Order | null> {
  return api.get(`/orders/${encodeURIComponent(orderId)}`, adminOrderSchema, { signal })
}

export const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminOrderDetailQueryKey(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
    // Every 2 s while a refund is pending, until it completes or fails; and again when a payment hold ends.
    refetchInterval: (query) => orderRefetchInterval(query.state.data),
  })

export function useAdminOrder(orderId: string | undefined) {
  return useQuery({ ...adminOrderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) })
}

function isOrderLike(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const { _id, orderItems } = body as { _id?: unknown; orderItems?: unknown }
  return typeof _id === 'string' && _id !== '' && Array.isArray(orderItems)
}
