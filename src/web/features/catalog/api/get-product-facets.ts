import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { FacetValue, ProductFacets } from '@common/schemas/product'
import { ApiError, INVALID_RESPONSE_MESSAGE } from '../../../api/api-error'
import { api } from '../../../api/http-client'
import { productListQueryString, productQueryKeys, type ProductListParams } from '../../../lib/products'
import { listingQueryParams, type ListingState } from '../listing-state'

/*
 * The types come from the shared schema (import type: no zod in the listing's chunk), so a change to the
 * server's answer fails tsc here. Read by hand, as the listing's other answers are (decision 0023).
 */
export type { FacetValue, ProductFacets }
export type SeriesFacetValue = ProductFacets['series'][number]

type Raw = Record<string, unknown>
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0

function facetValues(value: unknown): FacetValue[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) =>
    isRecord(entry) && typeof entry.value === 'string' && entry.value.trim() !== ''
      ? [{ value: entry.value, count: count(entry.count) }]
      : [],
  )
}

function seriesValues(value: unknown): SeriesFacetValue[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) =>
    isRecord(entry) && typeof entry.value === 'string' && typeof entry.slug === 'string' && entry.slug !== ''
      ? [{ value: entry.value, slug: entry.slug, count: count(entry.count) }]
      : [],
  )
}

/** GET /products/facets: a value that is not one is dropped; an answer that is not an object is refused. */
export function readProductFacets(body: unknown): ProductFacets {
  if (!isRecord(body)) {
    throw new ApiError(`${INVALID_RESPONSE_MESSAGE} (GET /api/products/facets)`, 200, {
      responseIssues: [{ path: '', message: 'Expected the facets as an object' }],
    })
  }
  const price = isRecord(body.price) ? body.price : {}
  const bound = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)
  return {
    series: seriesValues(body.series),
    character: facetValues(body.character),
    manufacturer: facetValues(body.manufacturer),
    line: facetValues(body.line),
    scale: facetValues(body.scale),
    category: facetValues(body.category),
    price: { min: bound(price.min), max: bound(price.max) },
    inStock: count(body.inStock),
    preorder: count(body.preorder),
  }
}

/** The facets are asked with the listing's own filters; paging and order change no count. */
export function facetParams(state: ListingState): Omit<ProductListParams, 'page' | 'limit' | 'sort'> {
  const { limit: _limit, sort: _sort, ...params } = listingQueryParams(state)
  return params
}

export function getProductFacets(
  params: Omit<ProductListParams, 'page'>,
  signal?: AbortSignal,
): Promise<ProductFacets> {
  return api.get(`/products/facets${productListQueryString(params)}`, readProductFacets, { signal })
}

export function productFacetsQueryOptions(params: Omit<ProductListParams, 'page' | 'limit' | 'sort'>) {
  return queryOptions({
    // Under the products' key, so whatever refreshes the catalogue refreshes its counts too.
    queryKey: [...productQueryKeys.all, 'facets', params] as const,
    queryFn: ({ signal }) => getProductFacets(params, signal),
  })
}

/**
 * The filters' counts for the listing as it stands. The previous counts stay on screen while the next ones
 * travel, so the filters do not empty and refill at every tick; undefined until the first answer (or when it
 * failed: the filters then show without counts).
 */
export function useProductFacets(state: ListingState) {
  return useQuery({ ...productFacetsQueryOptions(facetParams(state)), placeholderData: keepPreviousData })
}
