/*
 * The PhonePe attempt a shopper left the shop for: the real gateway's page sends them back to the order's page with
 * nothing in the address, so the transaction is remembered for the tab's session and followed again on their return.
 * Storage may be refused (private modes, quotas): the page then simply waits for the server's own confirmation.
 */

const attemptKey = (orderId: string) => `phonepe-attempt:${orderId}`

export function rememberPaymentAttempt(orderId: string, transactionId: string): void {
  try {
    sessionStorage.setItem(attemptKey(orderId), transactionId)
  } catch {
    // Not remembered: nothing to follow on return.
  }
}

export function recallPaymentAttempt(orderId: string): string | null {
  try {
    return sessionStorage.getItem(attemptKey(orderId))
  } catch {
    return null
  }
}

export function forgetPaymentAttempt(orderId: string): void {
  try {
    sessionStorage.removeItem(attemptKey(orderId))
  } catch {
    // Nothing was remembered.
  }
}
