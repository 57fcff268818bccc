import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productSchema, type Product } from '@common/schemas/product'
import type { StockAdjustmentInput } from '@common/schemas/stock'
import { isApiError } from '../../../../api/api-error'
import { api } from '../../../../api/http-client'
import { productQueryKeys } from '../../../../lib/products'
import { adminStatsQueryKey } from '../../shared/api/admin-query-keys'
import { adminProductsQueryKey } from './admin-product-query-keys'

/** POST /products/:id/stock-adjustments: units added (or taken away, negative) with why; answers the product. */
export function adjustStock(productId: string, input: StockAdjustmentInput): Promise<Product> {
  return api.post(`/products/${encodeURIComponent(productId)}/stock-adjustments`, input, productSchema)
}

/**
 * Adjusts the stock, then refreshes what shows it: the edit page's copy of the product and its stock history (both
 * under the admin products key), the admin's product lists, the storefront's product queries and the dashboard's
 * low-stock figures. Not awaited: the history refetches behind the success message.
 */
export function useAdjustStock(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) => adjustStock(productId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminProductsQueryKey })
      void queryClient.invalidateQueries({ queryKey: productQueryKeys.all })
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey })
    },
    onError: (error) => {
      // Refused for want of units: the stock moved since the page read it, so the page learns the figure now.
      if (isApiError(error) && error.currentStock !== undefined)
        void queryClient.invalidateQueries({ queryKey: adminProductsQueryKey })
    },
  })
}
