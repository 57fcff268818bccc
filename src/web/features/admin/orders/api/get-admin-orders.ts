import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ADMIN_LIST_PAGE_SIZE, type OrderStatus } from '@common/constants'
import {
  orderListAnswerSchema,
  type ORDER_PAYMENT_FILTERS,
  type OrderListResponse,
} from '@common/schemas/order'
import { api } from '../../../../api/http-client'
import { adminOrderListsQueryKey } from '../../shared/api/admin-query-keys'

/** `awaiting`: online orders not paid yet and not cancelled; `refunded`: orders with a completed refund. */
export type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number]

export interface AdminOrderFilters {
  /** Searched by the server: order id, number, user id, shipping address and city, any case. */
  search: string
  status: OrderStatus | ''
  payment: OrderPaymentFilter | ''
}

export interface AdminOrderListParams extends AdminOrderFilters {
  page: number
}

/** `?search=&status=&payment=` for the list and the CSV export alike; blanks are left out. */
export function orderFilterQuery({ search, status, payment }: AdminOrderFilters): URLSearchParams {
  const query = new URLSearchParams()
  if (search.trim() !== '') query.set('search', search.trim())
  if (status !== '') query.set('status', status)
  if (payment) query.set('payment', payment)
  return query
}

/** GET /orders?page=&limit=&search=&status=&payment=: one page of every customer's orders, newest first. */
export function getAdminOrders(
  params: AdminOrderListParams,
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  const query = orderFilterQuery(params)
  query.set('page', String(params.page))
  query.set('limit', String(ADMIN_LIST_PAGE_SIZE))
  return api.get(`/orders?${query}`, orderListAnswerSchema, { signal })
}

export const adminOrdersQueryOptions = (params: AdminOrderListParams) =>
  queryOptions({
    queryKey: [...adminOrderListsQueryKey, params] as const,
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    // The rows on screen stay while the next page or search loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  })

export function useAdminOrders(params: AdminOrderListParams) {
  return useQuery(adminOrdersQueryOptions(params))
}
