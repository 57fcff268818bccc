import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getProducts, productQueryKeys, type Product } from '../../../../lib/products'

export const PRODUCT_PICKER_RESULTS = 8

/** GET /products?search=: the first few products whose name matches, for picking the ones a code applies to. */
export function searchProducts(search: string, signal?: AbortSignal): Promise<Product[]> {
  return getProducts({ search, limit: PRODUCT_PICKER_RESULTS, page: 1 }, signal).then((page) => page.products)
}

export const productSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...productQueryKeys.lists(), 'admin-picker', search] as const,
    queryFn: ({ signal }) => searchProducts(search, signal),
  })

/** Nothing is asked for until the owner has typed something. */
export function useProductSearch(search: string) {
  return useQuery({
    ...productSearchQueryOptions(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  })
}
