import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import { isApiError } from '../../../api/api-error'
import { api } from '../../../api/http-client'
import { orderRefetchInterval } from '../../../lib/orders/payment-hold'
import { OrdersResponseError } from '../orders-error-messages'

export const myOrdersQueryKey = ['orders', 'mine'] as const

const NO_DATA_MESSAGE = 'No data received from server'
const NOT_A_LIST_MESSAGE = 'Invalid response format: expected an array of orders'

const myOrdersSchema = z.array(orderAnswerSchema, {
  error: (issue) =>
    issue.input === undefined || issue.input === null ? NO_DATA_MESSAGE : NOT_A_LIST_MESSAGE,
})

/**
 * GET /orders/my-orders: the signed-in customer's orders, newest first (the server's order). An answer that is
 * not a list of orders is said in the page's own words, an empty one apart.
 */
export async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  try {
    return await api.get('/orders/my-orders', myOrdersSchema, { signal })
  } catch (error) {
    if (!isApiError(error) || !error.isInvalidResponse) throw error
    const [issue] = error.responseIssues
    // The whole answer's issue is one of the two texts above; an order's own issue is named by the format text.
    throw new OrdersResponseError(issue?.path === '' ? issue.message : NOT_A_LIST_MESSAGE)
  }
}

export const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: myOrdersQueryKey,
    queryFn: ({ signal }) => getMyOrders(signal),
    // The list is read again when a payment hold on it ends (the order is then cancelled or paid).
    refetchInterval: (query) => soonestRefetch(query.state.data),
  })

function soonestRefetch(orders: Order[] | undefined): number | false {
  const intervals = (orders ?? [])
    .map((order) => orderRefetchInterval(order))
    .filter((interval) => interval !== false)
  return intervals.length > 0 ? Math.min(...intervals) : false
}

export function useMyOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myOrdersQueryOptions(), enabled })
}
