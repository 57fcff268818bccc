import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { LISTING_PAGE_SIZE } from '@common/constants'
import type { ProductSort } from '@common/constants'
import type { ProductStatus } from '@common/schemas/product'
import { api } from '../../api/http-client'
import { readProductPage, type ProductPage } from './read-product-response'

/** GET /products filters; unset fields are left out of the query string. */
export interface ProductListParams {
  page?: number
  limit?: number
  sort?: ProductSort
  /** A category slug or one of the listing's flag values (featured, new-arrivals, bestsellers); `all` = none. */
  category?: string
  featured?: boolean
  newArrival?: boolean
  bestseller?: boolean
  inStock?: boolean
  search?: string
  /** A collector's filters: each may hold several values, which OR together (series by slug or name). */
  series?: string[]
  manufacturer?: string[]
  line?: string[]
  scale?: string[]
  character?: string[]
  /** Rupees as the address spells them ("1500", "999.50"), both bounds inclusive. */
  minPrice?: string
  maxPrice?: string
  preorder?: boolean
  /** Staff only: the products of one status, or `all`; unsaid, the live ones shoppers see. */
  status?: ProductStatus | 'all'
  /** Staff only: the scheduled products, the next to launch first. */
  launches?: boolean
}

const REPEATED_FILTERS = ['series', 'manufacturer', 'line', 'scale', 'character'] as const

export function productListQueryString(params: ProductListParams): string {
  const query = new URLSearchParams()
  if (params.page !== undefined) query.set('page', String(params.page))
  if (params.limit !== undefined) query.set('limit', String(params.limit))
  if (params.sort) query.set('sort', params.sort)
  if (params.category && params.category !== 'all') query.set('category', params.category)
  if (params.featured) query.set('featured', 'true')
  if (params.newArrival) query.set('newArrival', 'true')
  if (params.bestseller) query.set('bestseller', 'true')
  if (params.inStock) query.set('inStock', 'true')
  const search = params.search?.trim()
  if (search) query.set('search', search)
  for (const name of REPEATED_FILTERS) for (const value of params[name] ?? []) query.append(name, value)
  if (params.minPrice) query.set('minPrice', params.minPrice)
  if (params.maxPrice) query.set('maxPrice', params.maxPrice)
  if (params.preorder) query.set('preorder', 'true')
  if (params.status) query.set('status', params.status)
  if (params.launches) query.set('launches', 'true')
  const text = query.toString()
  return text === '' ? '' : `?${text}`
}

export function getProducts(params: ProductListParams = {}, signal?: AbortSignal): Promise<ProductPage> {
  return api.get(`/products${productListQueryString(params)}`, readProductPage, { signal })
}

export const productQueryKeys = {
  all: ['products'] as const,
  lists: () => [...productQueryKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productQueryKeys.lists(), params] as const,
  pages: (params: Omit<ProductListParams, 'page'>) => [...productQueryKeys.all, 'pages', params] as const,
  detail: (id: string) => [...productQueryKeys.all, 'detail', id] as const,
}

/** One page (or one capped list) of products, e.g. the home page's `{ limit: 100, sort: '-createdAt' }`. */
export function productsQueryOptions(params: ProductListParams = {}) {
  return queryOptions({
    queryKey: productQueryKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
  })
}

/**
 * The listing's pages, appended one after another. Another page is assumed while the last one came back
 * full, so a short page ends the list.
 */
export function productPagesQueryOptions(params: Omit<ProductListParams, 'page'>) {
  const limit = params.limit ?? LISTING_PAGE_SIZE
  return infiniteQueryOptions({
    queryKey: productQueryKeys.pages({ ...params, limit }),
    queryFn: ({ pageParam, signal }) => getProducts({ ...params, limit, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: ProductPage, _allPages, lastPageParam: number) =>
      lastPage.products.length >= limit ? lastPageParam + 1 : undefined,
  })
}
