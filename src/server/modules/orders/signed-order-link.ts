import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * The one-click links of the shop's mails (confirm a cash-on-delivery order, cancel a pre-order whose date
 * moved): the order's id signed with a key derived from the server's secret (JWT_SECRET) and the link's purpose,
 * so that nobody can act on an order whose mail they have not read, and a token made for one purpose is never
 * accepted for another. A link needs no expiry of its own: each acts only on an order still in the state its
 * mail was about.
 */

/** What a link may do; the version lets a purpose's links be retired by moving to the next. */
export type OrderLinkPurpose = 'cod-confirmation:v1' | 'preorder-cancellation:v1'

const ORDER_ID = /^[0-9a-f]{24}$/
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/

/** Each purpose's key, derived once per secret (every cash-on-delivery order signs a link). */
const purposeKeys = new Map<string, Map<OrderLinkPurpose, Buffer>>()

function purposeKey(secret: string, purpose: OrderLinkPurpose): Buffer {
  let keys = purposeKeys.get(secret)
  if (!keys) purposeKeys.set(secret, (keys = new Map()))
  let key = keys.get(purpose)
  if (!key) keys.set(purpose, (key = createHmac('sha256', secret).update(purpose).digest()))
  return key
}

function signatureOf(secret: string, purpose: OrderLinkPurpose, orderId: string): string {
  return createHmac('sha256', purposeKey(secret, purpose)).update(orderId).digest('base64url')
}

export function signOrderToken(secret: string, purpose: OrderLinkPurpose, orderId: string): string {
  return `${orderId}.${signatureOf(secret, purpose, orderId)}`
}

/**
 * The order a token was made for, or undefined when it is malformed, not signed with this secret, or signed for
 * another purpose.
 */
export function verifyOrderToken(
  secret: string,
  purpose: OrderLinkPurpose,
  token: string,
): string | undefined {
  const [orderId, signature, ...rest] = token.split('.')
  if (rest.length > 0 || !orderId || !signature || !ORDER_ID.test(orderId) || !SIGNATURE.test(signature))
    return undefined
  const expected = Buffer.from(signatureOf(secret, purpose, orderId))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? orderId : undefined
}

/** A page of the web app that posts the link's token to the API: `${origin}${path}?token=…`. */
export function signedOrderUrl(
  origin: string,
  path: string,
  secret: string,
  purpose: OrderLinkPurpose,
  orderId: string,
): string {
  return `${origin}${path}?token=${encodeURIComponent(signOrderToken(secret, purpose, orderId))}`
}
