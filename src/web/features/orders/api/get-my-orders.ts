import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '@common/schemas/order'
import { api } from '../../../api/http-client'
import { OrdersResponseError } from '../orders-error-messages'

export const myOrdersQueryKey = ['orders', 'mine'] as const

/** GET /orders/my-orders: the signed-in customer's orders, newest first (the server's order). */
export async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const body = await api.get<unknown>('/orders/my-orders', { signal })
  if (body === undefined || body === null) throw new OrdersResponseError('No data received from server')
  if (!Array.isArray(body))
    throw new OrdersResponseError('Invalid response format: expected an array of orders')
  return body as Order[]
}

export const myOrdersQueryOptions = () =>
  queryOptions({ queryKey: myOrdersQueryKey, queryFn: ({ signal }) => getMyOrders(signal) })

export function useMyOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myOrdersQueryOptions(), enabled })
}
