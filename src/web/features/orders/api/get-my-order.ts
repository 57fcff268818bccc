import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '@common/schemas/order'
import { api } from '../../../api/http-client'
import { myOrdersQueryKey } from './get-my-orders'

/** GET /orders/my-orders/:id: one of the customer's own orders; another customer's id answers 404. */
export async function getMyOrder(orderId: string, signal?: AbortSignal): Promise<Order | null> {
  const body = await api.get<unknown>(`/orders/my-orders/${encodeURIComponent(orderId)}`, { signal })
  return isOrderLike(body) ? (body as Order) : null
}

export const myOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...myOrdersQueryKey, orderId] as const,
    queryFn: ({ signal }) => getMyOrder(orderId, signal),
  })

export function useMyOrder(orderId: string | undefined) {
  return useQuery({ ...myOrderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) })
}

/** An answer without an id and items is no order to show: the page says "Order Not Found". */
function isOrderLike(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const { _id, orderItems } = body as { _id?: unknown; orderItems?: unknown }
  return typeof _id === 'string' && _id !== '' && Array.isArray(orderItems)
}
