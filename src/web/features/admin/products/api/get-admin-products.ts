import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { ADMIN_PRODUCT_PAGE_SIZE, MAX_PAGE_SIZE } from '@common/constants'
import type { ProductStatus } from '@common/schemas/product'
import { getProducts, type ProductPage } from '../../../../lib/products'

/** Under the admin products key the product form also invalidates after a save. */
export const adminProductListsQueryKey = ['admin', 'products', 'list'] as const

/** Which products the table shows: every status, or one. */
export type ProductStatusFilter = ProductStatus | 'all'

/** GET /products?page={n}&limit=10&status={status}&search={text}: one page of the admin products table. */
export function getAdminProductPage(
  page: number,
  search: string,
  status: ProductStatusFilter,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return getProducts({ page, limit: ADMIN_PRODUCT_PAGE_SIZE, search, status }, signal)
}

export const adminProductsQueryOptions = (search: string, status: ProductStatusFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminProductListsQueryKey, { search, status }] as const,
    queryFn: ({ pageParam, signal }) => getAdminProductPage(pageParam, search, status, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: ProductPage, _allPages, lastPageParam: number) =>
      lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined,
  })

/** Pages appended as the table scrolls; the last search's rows stay on screen while a new one loads. */
export function useAdminProducts(search: string, status: ProductStatusFilter) {
  return useInfiniteQuery({
    ...adminProductsQueryOptions(search, status),
    placeholderData: keepPreviousData,
  })
}

/** GET /products?launches=true: the scheduled products, the next to launch first (a page is plenty). */
export const launchesQueryOptions = () =>
  queryOptions({
    // Beside the lists, not under them: the lists' pages are edited in place (admin-products-cache.ts).
    queryKey: ['admin', 'products', 'launches'] as const,
    queryFn: ({ signal }) => getProducts({ launches: true, limit: MAX_PAGE_SIZE }, signal),
  })

export function useLaunches() {
  return useQuery(launchesQueryOptions())
}
