import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productSchema, type Product } from '@common/schemas/product'
import type { ProductVariantsInput } from '@common/schemas/variants'
import { isApiError } from '../../../../api/api-error'
import { api } from '../../../../api/http-client'
import { productQueryKeys } from '../../../../lib/products'
import { adminStatsQueryKey } from '../../shared/api/admin-query-keys'
import { adminProductsQueryKey } from './admin-product-query-keys'

/** PUT /products/:id/variants: the options and the whole variant grid; answers the product with its variants. */
export function saveVariants(productId: string, input: ProductVariantsInput): Promise<Product> {
  return api.put(`/products/${encodeURIComponent(productId)}/variants`, input, productSchema)
}

/**
 * Saves the grid, then refreshes what shows it: the edit page's product and stock history, the admin's lists, the
 * storefront's product queries and the dashboard's low stock. A refusal for stock that moved (409) refreshes the
 * page's product too, so the grid learns the figures now.
 */
export function useSaveVariants(productId: string) {
  const queryClient = useQueryClient()
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminProductsQueryKey })
    void queryClient.invalidateQueries({ queryKey: productQueryKeys.all })
    void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey })
  }
  return useMutation({
    mutationFn: (input: ProductVariantsInput) => saveVariants(productId, input),
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.currentStock !== undefined) refresh()
    },
  })
}
