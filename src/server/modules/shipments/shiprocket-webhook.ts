import { timingSafeEqual } from 'node:crypto'

/**
 * Shiprocket signs nothing: its webhook sends back, as `x-api-key`, the token set beside the URL in its
 * dashboard. A call without that token is not Shiprocket's; one with it still only names an AWB, which the shop
 * then asks Shiprocket's tracking about before it moves an order.
 */
export function isShiprocketWebhookAuthorized(
  headers: Record<string, string | string[] | undefined>,
  token: string,
): boolean {
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'x-api-key')
  const value = key === undefined ? undefined : headers[key]
  // A header sent twice is not believed.
  if (typeof value !== 'string') return false
  const given = Buffer.from(value)
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The AWB a webhook's body is about (a string or, from some couriers, a number), or null when it names none. */
export function readShiprocketWebhookAwb(body: unknown): string | null {
  let parsed = body
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      parsed = JSON.parse(body.toString())
    } catch {
      return null
    }
  }
  if (!parsed || typeof parsed !== 'object') return null
  const { awb } = parsed as { awb?: unknown }
  if (typeof awb === 'number' && Number.isSafeInteger(awb) && awb > 0) return String(awb)
  if (typeof awb === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(awb.trim())) return awb.trim()
  return null
}
