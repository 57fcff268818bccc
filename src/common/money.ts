/** Money is integer paise everywhere inside the shop; the API and the screens speak rupees. */

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

export function paiseToRupees(paise: number): number {
  return paise / 100
}

/** One paisa, the smallest amount the shop keeps: 0.01 rupees. */
export const ONE_PAISA_RUPEES = 0.01

/**
 * Whether an amount in rupees is a whole number of paise, so that the shop keeps it as sent: `19.99` is, `100.005`
 * and `1e-9` are not. Exact for every amount of at most two decimals up to a crore and beyond: dividing the whole
 * paise by 100 gives back the very number that the two-decimal text reads as (both are the nearest double), while
 * any other number comes back different.
 */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.round(rupees * 100) / 100 === rupees
}

/**
 * "1234567" → "12,34,567": the Indian grouping (lakh, crore), three digits and then pairs. Written out rather than
 * asked of Intl.NumberFormat: the first Intl formatter a page makes loads ICU's locale data, 40–70 ms of a desktop
 * browser's main thread measured here and four times that on Lighthouse's phone, spent before the first price can
 * be drawn. money.test.ts holds these functions to Intl's en-IN output.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
}

/** Above this, `amount × 10^fractionDigits` is no longer a safe integer; such amounts are not prices. */
const LARGEST_ROUNDED_EXACTLY = Number.MAX_SAFE_INTEGER / 100

/**
 * The digits of `magnitude` rounded to `fractionDigits`, half away from zero on the number's shortest decimal form
 * ("1.005" → "1.01"), as Intl rounds, rather than on its binary value, as `toFixed` does ("1.00").
 */
function roundedDigits(magnitude: number, fractionDigits: number): string {
  const shortest = String(magnitude)
  if (shortest.includes('e') || magnitude > LARGEST_ROUNDED_EXACTLY) return magnitude.toFixed(fractionDigits)
  const scaled = String(Math.round(Number(`${shortest}e${fractionDigits}`)))
  if (fractionDigits === 0) return scaled
  const padded = scaled.padStart(fractionDigits + 1, '0')
  return `${padded.slice(0, -fractionDigits)}.${padded.slice(-fractionDigits)}`
}

/** `amount` rounded to `fractionDigits` and grouped the Indian way; a negative amount (−0 too) keeps its sign. */
function formatIndianNumber(amount: number, fractionDigits: number): string {
  if (Number.isNaN(amount)) return 'NaN'
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  if (!Number.isFinite(amount)) return `${sign}∞`
  const [whole = '', fraction] = roundedDigits(Math.abs(amount), fractionDigits).split('.')
  return `${sign}${groupIndian(whole)}${fraction === undefined ? '' : `.${fraction}`}`
}

/** "₹1,234.50": rupees with 2 decimals, the customer-facing format. */
export function formatRupees(rupees: number): string {
  return `₹${formatIndianNumber(rupees, 2)}`
}

/** "₹1,235": the Indian number format with no decimals, used by the admin orders table. */
export function formatWholeRupees(rupees: number): string {
  return `₹${formatIndianNumber(rupees, 0)}`
}
