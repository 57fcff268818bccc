import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { ADMIN_PRODUCT_PAGE_SIZE } from '@common/constants'
import { getProducts, type ProductPage } from '../../../../lib/products'

/** Under the admin products key the product form also invalidates after a save. */
export const adminProductListsQueryKey = ['admin', 'products', 'list'] as const

/** GET /products?page={n}&limit=10&search={text}: one page of the admin products table. */
export function getAdminProductPage(
  page: number,
  search: string,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return getProducts({ page, limit: ADMIN_PRODUCT_PAGE_SIZE, search }, signal)
}

export const adminProductsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...adminProductListsQueryKey, { search }] as const,
    queryFn: ({ pageParam, signal }) => getAdminProductPage(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: ProductPage, _allPages, lastPageParam: number) =>
      lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined,
  })

/** Pages appended as the table scrolls; the last search's rows stay on screen while a new one loads. */
export function useAdminProducts(search: string) {
  return useInfiniteQuery({ ...adminProductsQueryOptions(search), placeholderData: keepPreviousData })
}
