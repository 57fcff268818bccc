import { isApiError } from '../../api/api-error'

/** A 2xx answer that is not a list of orders. */
export class OrdersResponseError extends Error {
  override readonly name = 'OrdersResponseError'
}

export const ORDERS_SIGN_IN_MESSAGE = 'Please sign in to view your orders'
export const ORDERS_FETCH_FAILED_MESSAGE = 'Failed to fetch orders'
export const ORDERS_LOAD_FAILED_MESSAGE = 'Failed to load orders. Please try again later.'
export const ORDER_DETAIL_LOAD_FAILED_MESSAGE = 'Failed to load order details'

/** What the My Orders error state says about a failed load. */
export function describeOrdersError(error: unknown): string {
  if (error instanceof OrdersResponseError) return error.message
  if (isApiError(error) && error.hasResponse) {
    if (error.status === 401) return ORDERS_SIGN_IN_MESSAGE
    return error.serverMessage ?? ORDERS_FETCH_FAILED_MESSAGE
  }
  return ORDERS_LOAD_FAILED_MESSAGE
}
