import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ADMIN_LIST_PAGE_SIZE } from '@common/constants'
import { orderListAnswerSchema, type OrderListResponse } from '@common/schemas/order'
import { api } from '../../../../api/http-client'

/*
 * Under the admin orders key, so a status change made on the admin order screen (which invalidates
 * ['admin', 'orders']) also refreshes this customer's list.
 */
export const userOrdersQueryKey = (userId: string, page: number) =>
  ['admin', 'orders', 'by-user', userId, page] as const

/** GET /orders?userId=&page=&limit=: one customer's orders, newest first. */
export function getUserOrders(
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  const query = new URLSearchParams({ userId, page: String(page), limit: String(ADMIN_LIST_PAGE_SIZE) })
  return api.get(`/orders?${query}`, orderListAnswerSchema, { signal })
}

export const userOrdersQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: userOrdersQueryKey(userId, page),
    queryFn: ({ signal }) => getUserOrders(userId, page, signal),
  })

export function useUserOrders(userId: string, page: number) {
  return useQuery({ ...userOrdersQueryOptions(userId, page), placeholderData: keepPreviousData })
}
