/*
 * PIN codes without zod: the pattern, the messages and the delivery zones a PIN code falls in. The storefront's
 * product page checks a PIN with these and must not load zod for it; src/common/schemas/delivery.ts builds its
 * schemas on them and exports them again.
 */

export const INVALID_PIN_CODE_MESSAGE = 'Please enter a valid 6-digit PIN code'
export const UNKNOWN_PIN_CODE_MESSAGE = 'We could not find this PIN code'
/** Cash on delivery is not offered at the PIN code (the product page's check, the cart's and the order's refusal). */
export const COD_EXCLUDED_PIN_MESSAGE = 'Cash on delivery is not available for this PIN code'

/** Six digits, the first never 0: India Post's first digit names a postal region (1–8, 9 the army post). */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/

export function isPinCode(text: string): boolean {
  return PIN_CODE_PATTERN.test(text)
}

export const DELIVERY_ZONES = ['same-state', 'neighbouring', 'elsewhere'] as const
export type DeliveryZone = (typeof DELIVERY_ZONES)[number]
