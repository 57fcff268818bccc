import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { ADMIN_LIST_PAGE_SIZE } from '@common/constants'
import { stockMovementsResponseSchema, type StockMovementsResponse } from '@common/schemas/stock'
import { api } from '../../../../api/http-client'
import { adminProductsQueryKey } from './admin-product-query-keys'

/** GET /products/:id/stock-movements?page=&limit=20: one page of the product's stock ledger, newest first. */
export function getStockMovements(
  productId: string,
  page: number,
  signal?: AbortSignal,
): Promise<StockMovementsResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_LIST_PAGE_SIZE) })
  return api.get(
    `/products/${encodeURIComponent(productId)}/stock-movements?${query}`,
    stockMovementsResponseSchema,
    { signal },
  )
}

/** Under the admin products key: every change of a product (a save, an adjustment) refreshes its history too. */
export const stockMovementsQueryKey = (productId: string) =>
  [...adminProductsQueryKey, 'stock-movements', productId] as const

export const stockMovementsQueryOptions = (productId: string) =>
  infiniteQueryOptions({
    queryKey: stockMovementsQueryKey(productId),
    queryFn: ({ pageParam, signal }) => getStockMovements(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: StockMovementsResponse, _allPages, lastPageParam: number) =>
      lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined,
    // Units sold a moment ago must be in it when the page opens: never served from the cache.
    staleTime: 0,
  })

/** Twenty movements at a time; "Load more" appends the next twenty. */
export function useStockMovements(productId: string) {
  return useInfiniteQuery(stockMovementsQueryOptions(productId))
}
