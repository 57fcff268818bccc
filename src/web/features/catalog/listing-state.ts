import { LISTING_PAGE_SIZE } from '@common/constants'
import {
  FACET_ATTRIBUTES,
  MAX_ATTRIBUTE_LENGTH,
  MAX_FILTER_VALUES,
  seriesSlug,
  type FacetAttribute,
} from '@common/catalogue-attributes'
import type { ProductListParams } from '../../lib/products'
import { ALL_COLLECTIONS, canonicalCollection } from '@common/collections'
import { categoryQuery } from './listing-categories'
import { apiSort, defaultListingSort, readListingSort, type ListingSort } from './listing-sorts'

/** The values ticked of each collector's filter; series by slug. Several values of one filter OR together. */
export type AttributeFilters = Record<FacetAttribute, string[]>

/** Everything the listing shows is read from the address, so reload and back/forward restore it. */
export interface ListingState {
  category: string
  sort: ListingSort
  search: string
  inStockOnly: boolean
  filters: AttributeFilters
  /** Rupees as the address spells them ("1500", "999.50"), '' for no bound. */
  minPrice: string
  maxPrice: string
  preorderOnly: boolean
  /** The series of a series page (/collections/series/<slug>), which the path fixes; null elsewhere. */
  seriesPage: string | null
  /** Whether the category came from the path (/collections/figures) rather than ?category=. */
  isCategoryInPath: boolean
}

const RUPEES = /^\d{1,8}(\.\d{1,2})?$/

/** A price bound the API takes (rupees, at most 2 decimals), or '' for anything else. */
function readRupees(value: string | null): string {
  const text = value?.trim() ?? ''
  return RUPEES.test(text) ? text : ''
}

/**
 * A repeated filter of the address (`series=a&series=b`): trimmed, blanks and repeats dropped, within the API's
 * limits so that a hand-edited address still lists. A series given by name (`series=Jujutsu Kaisen`) is read as
 * its slug, as the API reads it.
 */
function readValues(searchParams: URLSearchParams, name: FacetAttribute): string[] {
  const values = searchParams
    .getAll(name)
    .map((value) => (name === 'series' ? seriesSlug(value) : value.trim()))
    .filter((value) => value !== '' && value.length <= MAX_ATTRIBUTE_LENGTH)
  return [...new Set(values)].slice(0, MAX_FILTER_VALUES)
}

export function readListingState(
  pathCategory: string | undefined,
  searchParams: URLSearchParams,
  seriesPage: string | null = null,
): ListingState {
  const search = searchParams.get('q')?.trim() ?? ''
  let minPrice = readRupees(searchParams.get('minPrice'))
  let maxPrice = readRupees(searchParams.get('maxPrice'))
  // Bounds typed the wrong way round still mean the range between them (the API refuses min above max).
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice]
  const filters = Object.fromEntries(
    FACET_ATTRIBUTES.map((name) => [name, readValues(searchParams, name)]),
  ) as AttributeFilters
  return {
    category: canonicalCollection(pathCategory ?? searchParams.get('category')),
    sort: readListingSort(searchParams.get('sort'), search),
    search,
    inStockOnly: searchParams.get('inStock') === 'true',
    filters,
    minPrice,
    maxPrice,
    preorderOnly: searchParams.get('preorder') === 'true',
    seriesPage: seriesPage ? seriesSlug(seriesPage) || null : null,
    isCategoryInPath: pathCategory !== undefined,
  }
}

/** The series the listing asks for: the series page's own, else the ones ticked. */
function seriesAskedFor(state: Pick<ListingState, 'filters' | 'seriesPage'>): string[] {
  return state.seriesPage ? [state.seriesPage] : state.filters.series
}

/** The address for a state: the default order, an empty search, "all" and an unticked box are left out. */
export function listingHref(
  state: Omit<ListingState, 'isCategoryInPath'>,
  keepCategoryInPath: boolean,
): string {
  const params = new URLSearchParams()
  const category = canonicalCollection(state.category)
  // A series page keeps its series in the path, and a category it is narrowed to in the query.
  const isCategoryInPath = keepCategoryInPath && !state.seriesPage
  let pathname = '/collections'
  if (state.seriesPage) pathname = `/collections/series/${encodeURIComponent(state.seriesPage)}`
  else if (isCategoryInPath) pathname = `/collections/${encodeURIComponent(category)}`
  if (!isCategoryInPath && category !== ALL_COLLECTIONS) params.set('category', category)
  if (state.sort !== defaultListingSort(state.search)) params.set('sort', state.sort)
  if (state.search) params.set('q', state.search)
  if (state.inStockOnly) params.set('inStock', 'true')
  for (const name of FACET_ATTRIBUTES) {
    // A series page's series is its path; series ticked besides it would mean nothing there.
    if (name === 'series' && state.seriesPage) continue
    for (const value of state.filters[name]) params.append(name, value)
  }
  if (state.minPrice) params.set('minPrice', state.minPrice)
  if (state.maxPrice) params.set('maxPrice', state.maxPrice)
  if (state.preorderOnly) params.set('preorder', 'true')
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
    ...attributeQuery(state),
    ...(state.minPrice ? { minPrice: state.minPrice } : {}),
    ...(state.maxPrice ? { maxPrice: state.maxPrice } : {}),
    ...(state.preorderOnly ? { preorder: true } : {}),
  }
}

/** Only the filters with values: the query's cache key stays the same for the same listing. */
function attributeQuery(state: ListingState): Partial<Record<FacetAttribute, string[]>> {
  const query: Partial<Record<FacetAttribute, string[]>> = {}
  for (const name of FACET_ATTRIBUTES) {
    const values = name === 'series' ? seriesAskedFor(state) : state.filters[name]
    if (values.length > 0) query[name] = values
  }
  return query
}

export type ListingChange = Partial<Omit<ListingState, 'isCategoryInPath' | 'seriesPage'>>

/** A change, or one worked out from the listing as it will be once the changes asked before it have landed. */
export type ListingUpdate = ListingChange | ((current: ListingState) => ListingChange)

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
