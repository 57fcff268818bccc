import { LISTING_PAGE_SIZE } from '@common/constants'
import type { ProductListParams } from '../../lib/products'
import { ALL_COLLECTIONS, canonicalCollection } from '@common/collections'
import { categoryQuery } from './listing-categories'
import { apiSort, defaultListingSort, readListingSort, type ListingSort } from './listing-sorts'

/** Everything the listing shows is read from the address, so reload and back/forward restore it. */
export interface ListingState {
  category: string
  sort: ListingSort
  search: string
  inStockOnly: boolean
  /** Whether the category came from the path (/collections/figures) rather than ?category=. */
  isCategoryInPath: boolean
}

export function readListingState(
  pathCategory: string | undefined,
  searchParams: URLSearchParams,
): ListingState {
  const search = searchParams.get('q')?.trim() ?? ''
  return {
    category: canonicalCollection(pathCategory ?? searchParams.get('category')),
    sort: readListingSort(searchParams.get('sort'), search),
    search,
    inStockOnly: searchParams.get('inStock') === 'true',
    isCategoryInPath: pathCategory !== undefined,
  }
}

/** The address for a state: the default order, an empty search, "all" and an unticked box are left out. */
export function listingHref(
  state: Omit<ListingState, 'isCategoryInPath'>,
  keepCategoryInPath: boolean,
): string {
  const params = new URLSearchParams()
  const category = canonicalCollection(state.category)
  let pathname = '/collections'
  if (keepCategoryInPath) pathname = `/collections/${encodeURIComponent(category)}`
  else if (category !== ALL_COLLECTIONS) params.set('category', category)
  if (state.sort !== defaultListingSort(state.search)) params.set('sort', state.sort)
  if (state.search) params.set('q', state.search)
  if (state.inStockOnly) params.set('inStock', 'true')
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** What GET /products is asked for, page by page. */
export function listingQueryParams(state: ListingState): Omit<ProductListParams, 'page'> {
  return {
    limit: LISTING_PAGE_SIZE,
    ...(apiSort(state.sort) ? { sort: apiSort(state.sort) } : {}),
    ...categoryQuery(state.category),
    ...(state.inStockOnly ? { inStock: true } : {}),
    ...(state.search ? { search: state.search } : {}),
  }
}

export type ListingChange = Partial<Omit<ListingState, 'isCategoryInPath'>>

/**
 * The state after a change. A shopper who has not chosen an order keeps the default one as the search comes
 * and goes (best match while searching, Newest without); an order they chose stays.
 */
export function changeListing(state: ListingState, change: ListingChange): ListingState {
  const next = { ...state, ...change }
  const searchChanged = change.search !== undefined && change.search !== state.search
  if (searchChanged && change.sort === undefined && state.sort === defaultListingSort(state.search))
    next.sort = defaultListingSort(next.search)
  if (!next.search && next.sort === 'relevance') next.sort = defaultListingSort('')
  return next
}
