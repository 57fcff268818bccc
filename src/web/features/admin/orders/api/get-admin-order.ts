import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '@common/schemas/order'
import { api } from '../../../../api/http-client'
import { adminOrderDetailQueryKey } from './admin-orders-query-keys'

/** GET /orders/:id: any customer's order; null when the answer holds no order to show. */
export async function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<Order | null> {
  const body = await api.get<unknown>(`/orders/${encodeURIComponent(orderId)}`, { signal })
  return isOrderLike(body) ? (body as Order) : null
}

export const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminOrderDetailQueryKey(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
  })

export function useAdminOrder(orderId: string | undefined) {
  return useQuery({ ...adminOrderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) })
}

function isOrderLike(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const { _id, orderItems } = body as { _id?: unknown; orderItems?: unknown }
  return typeof _id === 'string' && _id !== '' && Array.isArray(orderItems)
}
