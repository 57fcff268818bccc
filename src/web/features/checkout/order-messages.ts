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
