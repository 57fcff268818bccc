import { PRODUCT_SORT_ALIASES, type ProductSort } from '@common/constants'

/**
 * The listing's orders as the address spells them. "relevance" is the web's name for the server's own
 * order of a search (GET /products ranks its matches when no sort is asked), so it has no API spelling.
 */
export type ListingSort = keyof typeof PRODUCT_SORT_ALIASES | 'relevance'

export const DEFAULT_LISTING_SORT: ListingSort = 'newest'
export const SEARCH_LISTING_SORT: ListingSort = 'relevance'

/** The sort dropdown, in the order the shop's requirements give; the value is what the address carries. */
export const SORT_OPTIONS: readonly { value: ListingSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
]

const RELEVANCE_OPTION = { value: SEARCH_LISTING_SORT, label: 'Best match' } as const

/** A search offers its best matches first; without one there is nothing to be relevant to. */
export function sortOptionsFor(search: string): readonly { value: ListingSort; label: string }[] {
  return search ? [RELEVANCE_OPTION, ...SORT_OPTIONS] : SORT_OPTIONS
}

/** The order a listing has when the shopper has not chosen one: best match for a search, else Newest. */
export function defaultListingSort(search: string): ListingSort {
  return search ? SEARCH_LISTING_SORT : DEFAULT_LISTING_SORT
}

const CANONICAL_TO_LISTING = Object.fromEntries(
  Object.entries(PRODUCT_SORT_ALIASES).map(([listing, canonical]) => [canonical, listing]),
) as Record<ProductSort, ListingSort | undefined>

/** Reads the address's sort, accepting the API's spellings too (`-price`), else the default for the search. */
export function readListingSort(value: string | null, search = ''): ListingSort {
  if (!value || (value === SEARCH_LISTING_SORT && !search)) return defaultListingSort(search)
  if (value === SEARCH_LISTING_SORT || value in PRODUCT_SORT_ALIASES) return value as ListingSort
  return CANONICAL_TO_LISTING[value as ProductSort] ?? defaultListingSort(search)
}

/** What GET /products is asked to sort by; none for a search's best matches, which the server ranks. */
export function apiSort(sort: ListingSort): ProductSort | undefined {
  return sort === 'relevance' ? undefined : PRODUCT_SORT_ALIASES[sort]
}
