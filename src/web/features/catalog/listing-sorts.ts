import { PRODUCT_SORT_ALIASES, type ProductSort } from '@common/constants'

export type ListingSort = keyof typeof PRODUCT_SORT_ALIASES

export const DEFAULT_LISTING_SORT: ListingSort = 'newest'

/** The sort dropdown, in the order the shop's requirements give; the value is what the address carries. */
export const SORT_OPTIONS: readonly { value: ListingSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
]

const CANONICAL_TO_LISTING = Object.fromEntries(
  Object.entries(PRODUCT_SORT_ALIASES).map(([listing, canonical]) => [canonical, listing]),
) as Record<ProductSort, ListingSort | undefined>

/** Reads the address's sort, accepting the API's spellings too (`-price`), else Newest. */
export function readListingSort(value: string | null): ListingSort {
  if (!value) return DEFAULT_LISTING_SORT
  if (value in PRODUCT_SORT_ALIASES) return value as ListingSort
  return CANONICAL_TO_LISTING[value as ProductSort] ?? DEFAULT_LISTING_SORT
}

export function apiSort(sort: ListingSort): ProductSort {
  return PRODUCT_SORT_ALIASES[sort]
}
