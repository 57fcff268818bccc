import { PREORDER_COD_MESSAGE } from '@common/catalogue-attributes'
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../api/api-error'

export const ORDER_FAILED_MESSAGE = 'Failed to place order'
export const SIGN_IN_TO_ORDER_MESSAGE = 'Please sign in to complete your order'

/** The session is gone: the shopper must sign in again before the order can be sent. */
export function isSignInRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 401
}

/** The server's message, else the error's own message, else 'Failed to place order'. */
export function describeOrderError(error: unknown): string {
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage
    // A bare status with no message says nothing the shopper can act on.
    return error.message && error.message !== GENERIC_ERROR_MESSAGE ? error.message : ORDER_FAILED_MESSAGE
  }
  if (error instanceof Error && error.message) return error.message
  return ORDER_FAILED_MESSAGE
}

export const SELECT_ADDRESS_MESSAGE = 'Please select a shipping address'
export const ORDER_PLACED_MESSAGE = 'Order placed successfully!'

/*
 * Every refusal of cash on delivery (above the shop's limit, the customer's returned parcels, an excluded PIN code)
 * starts so (src/common/schemas/cash-on-delivery.ts), or is the pre-order's (paid online only); other refusals of an
 * order (stock, a discount code) are neither.
 */
const CASH_ON_DELIVERY_REFUSAL = /^cash on delivery\b/i

/**
 * The server's reason when it refused an order because it was to be paid on delivery (409; 400 from servers that
 * refused an excluded PIN code so), else null: the shopper may still pay the same order online.
 */
export function cashOnDeliveryRefusal(error: unknown): string | null {
  if (!isApiError(error) || (error.status !== 409 && error.status !== 400)) return null
  const message = error.serverMessage
  return message && (CASH_ON_DELIVERY_REFUSAL.test(message) || message === PREORDER_COD_MESSAGE)
    ? message
    : null
}
