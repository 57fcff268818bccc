import { signedOrderUrl, signOrderToken, verifyOrderToken } from './signed-order-link'

/*
 * The one-click link of a cash-on-delivery order's mail (signed-order-link.ts). It needs no expiry of its own: it
 * confirms only an order that still waits for its confirmation.
 */

const PURPOSE = 'cod-confirmation:v1'

export function signCodConfirmationToken(secret: string, orderId: string): string {
  return signOrderToken(secret, PURPOSE, orderId)
}

/** The order a token was made for, or undefined when it is malformed or not signed with this secret. */
export function verifyCodConfirmationToken(secret: string, token: string): string | undefined {
  return verifyOrderToken(secret, PURPOSE, token)
}

/** The page the mail links to; the web app posts the token to POST /orders/cod-confirmations. */
export function codConfirmationUrl(origin: string, secret: string, orderId: string): string {
  return signedOrderUrl(origin, '/orders/confirm-cod', secret, PURPOSE, orderId)
}
