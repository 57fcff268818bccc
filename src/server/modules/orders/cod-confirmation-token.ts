import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * The one-click link of a cash-on-delivery order's mail: the order's id signed with a key derived from the
 * server's secret (JWT_SECRET), so that nobody can confirm an order whose mail they have not read, and a token
 * made for one purpose is never accepted for another. It needs no expiry of its own: it confirms only an order
 * that still waits for its confirmation.
 */

const PURPOSE = 'cod-confirmation:v1'
const ORDER_ID = /^[0-9a-f]{24}$/
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/

function signatureOf(secret: string, orderId: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest()
  return createHmac('sha256', key).update(orderId).digest('base64url')
}

export function signCodConfirmationToken(secret: string, orderId: string): string {
  return `${orderId}.${signatureOf(secret, orderId)}`
}

/** The order a token was made for, or undefined when it is malformed or not signed with this secret. */
export function verifyCodConfirmationToken(secret: string, token: string): string | undefined {
  const [orderId, signature, ...rest] = token.split('.')
  if (rest.length > 0 || !orderId || !signature || !ORDER_ID.test(orderId) || !SIGNATURE.test(signature))
    return undefined
  const expected = Buffer.from(signatureOf(secret, orderId))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? orderId : undefined
}

/** The page the mail links to; the web app posts the token to POST /orders/cod-confirmations. */
export function codConfirmationUrl(origin: string, secret: string, orderId: string): string {
  return `${origin}/orders/confirm-cod?token=${encodeURIComponent(signCodConfirmationToken(secret, orderId))}`
}
