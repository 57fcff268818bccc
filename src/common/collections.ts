import { PRODUCT_CATEGORIES } from './constants'

/** Category slugs as shoppers read them: "qposket" → "Q Posket". */
const CATEGORY_LABELS: Record<string, string> = {
  figures: 'Figures',
  keychain: 'KeyChains',
  keychains: 'KeyChains',
  qposket: 'Q Posket',
  clothing: 'Clothing',
  accessories: 'Accessories',
  other: 'Other',
  uncategorized: 'Uncategorized',
}

/** A category slug as shoppers read it; an unknown slug in title case. */
export function categoryLabel(slug: string): string {
  return (
    CATEGORY_LABELS[slug] ?? slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())
  )
}

/** The listing's collections: its filter buttons, in the order the shop's requirements give. */
export const COLLECTION_FILTERS = [
  { value: 'all', label: 'All Products' },
  { value: 'featured', label: 'Featured' },
  { value: 'new-arrivals', label: 'New Arrivals' },
  { value: 'bestsellers', label: 'Best Sellers' },
  { value: 'figures', label: 'Figures' },
  { value: 'keychains', label: 'KeyChains' },
  { value: 'qposket', label: 'Q Posket' },
  { value: 'other', label: 'Other' },
] as const

export const ALL_COLLECTIONS = 'all'

/** Both spellings the shop's links use lead to the same collection. */
const COLLECTION_SPELLINGS: Record<string, string> = { keychain: 'keychains' }

export function canonicalCollection(collection: string | undefined | null): string {
  const value = collection?.trim().toLowerCase() || ALL_COLLECTIONS
  return COLLECTION_SPELLINGS[value] ?? value
}

const KNOWN_COLLECTIONS = new Set<string>([
  ...COLLECTION_FILTERS.map((filter) => filter.value),
  ...PRODUCT_CATEGORIES,
])

/**
 * Whether a link's collection exists (in any spelling): a listing filter or a product category. Unknown
 * collections answer 404 from the server and show the not-found page in the app; a known one with no products
 * is a listing that found nothing.
 */
export function isKnownCollection(collection: string | undefined | null): boolean {
  return KNOWN_COLLECTIONS.has(canonicalCollection(collection))
}

/** The heading: the button's label ("All Products" for all), or the category's own name. */
export function collectionHeading(collection: string): string {
  const canonical = canonicalCollection(collection)
  return COLLECTION_FILTERS.find((filter) => filter.value === canonical)?.label ?? categoryLabel(canonical)
}
