import { queryOptions, useQuery } from '@tanstack/react-query'
import { getProduct } from '../../../../lib/products'
import { adminProductsQueryKey } from './admin-product-query-keys'

/**
 * GET /products/:id for the edit form. The storefront's fetcher already reads the product from the body
 * itself or from `product`/`data` and turns an answer without one into a 404.
 */
export const getProductForEditing = getProduct

export const productForEditingQueryKey = (id: string) => [...adminProductsQueryKey, 'edit', id] as const

export function productForEditingQueryOptions(id: string) {
  return queryOptions({
    queryKey: productForEditingQueryKey(id),
    queryFn: ({ signal }) => getProductForEditing(id, signal),
    // The form starts from what the server holds now, never from a storefront copy read minutes ago.
    staleTime: 0,
    gcTime: 0,
  })
}

export function useProductForEditing(id: string | undefined) {
  return useQuery({ ...productForEditingQueryOptions(id ?? ''), enabled: Boolean(id) })
}
