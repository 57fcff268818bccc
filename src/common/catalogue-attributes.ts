/**
 * A collector's catalogue, without zod so the storefront's first bundle can read it: the attributes collectors
 * shop by, series slugs, JAN check digits, and the words the shop uses for pre-orders.
 */

/** The attributes a product may carry, as the API names them, with the label screens give them. */
export const CATALOGUE_ATTRIBUTES = [
  { key: 'series', label: 'Series' },
  { key: 'character', label: 'Character' },
  { key: 'manufacturer', label: 'Manufacturer' },
  { key: 'line', label: 'Line' },
  { key: 'scale', label: 'Scale' },
] as const
export type CatalogueAttribute = (typeof CATALOGUE_ATTRIBUTES)[number]['key']

/** The attributes the listing filters by with counts, in the order the filters show them. */
export const FACET_ATTRIBUTES = ['series', 'manufacturer', 'line', 'scale', 'character'] as const
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number]

export const MAX_ATTRIBUTE_LENGTH = 80
/** How many values of one attribute a listing query may ask for at once. */
export const MAX_FILTER_VALUES = 20

/**
 * A series' URL segment: "Jujutsu Kaisen" → "jujutsu-kaisen", "Re:Zero − Starting Life" → "re-zero-starting-life".
 * Accents are dropped; a name with no Latin letters or digits keeps its own letters (lower-cased).
 */
export function seriesSlug(series: string): string {
  const ascii = series
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const slug = ascii.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '')
  return slug
}

/**
 * A series page's title (the shop's name follows it): the same words in the server's page head and in the app
 * once it has loaded, so a search result and the tab agree.
 */
export const seriesPageTitle = (series: string) => `${series} Figures & Merchandise`

/** A 13-digit JAN/EAN whose last digit is the check digit of the twelve before it (weights 1, 3, 1, 3 …). */
export function isValidJan(text: string): boolean {
  if (!/^\d{13}$/.test(text)) return false
  const digits = [...text].map(Number)
  const sum = digits
    .slice(0, 12)
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10 === digits[12]
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** Shoppers see a release by its month: "2027-03-15" → "March 2027" (release dates are day-precise only inside). */
export function releaseMonth(date: string): string {
  const [year, month] = date.split('-')
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`.trim()
}

/** The badge and button text of a pre-order product. */
export const preorderLabel = (releaseDate: string) => `Pre-order — expected ${releaseMonth(releaseDate)}`

/**
 * The most of one pre-order the storefront offers to put in a cart when the product sets no smaller per-customer
 * maximum or limit: a pre-order takes no stock, so the stock cannot be the cap; the server holds every order to
 * the product's limit and per-customer maximum.
 */
export const PREORDER_QUANTITY_CAP = 10

/** The product page's history line, when the release has slipped. */
export const originallyExpectedText = (firstDate: string) => `Originally expected ${releaseMonth(firstDate)}`

/** Why the server refuses cash on delivery for a pre-order (409), and why the cart offers online payment. */
export const PREORDER_COD_MESSAGE = 'Pre-orders are paid online when you order: choose PhonePe to pre-order.'

/** Why the server refuses an order mixing a pre-order with anything else (409); the cart offers to split it. */
export const PREORDER_ALONE_MESSAGE =
  'A pre-order travels alone: check out the pre-order on its own and the rest of your cart separately.'

/** 409 when a pre-order's limit is reached: `left` units may still be pre-ordered (0: none). */
export function preorderFullMessage(name: string, left: number): string {
  return left > 0
    ? `Only ${left} pre-order${left === 1 ? '' : 's'} of "${name}" left`
    : `Pre-orders of "${name}" are full`
}
