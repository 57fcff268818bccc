import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productSchema, type Product } from '@common/schemas/product'
import { api } from '../../../../api/http-client'
import { productQueryKeys } from '../../../../lib/products'
import type { ProductPayload } from '../product-form-values'
import { adminStatsQueryKey } from '../../shared/api/admin-query-keys'
import { adminProductsQueryKey } from './admin-product-query-keys'

/** POST /products with a JSON body; answers the created product. */
export function createProduct(payload: ProductPayload): Promise<Product> {
  return api.post('/products', payload, productSchema)
}

/** PUT /products/:id with a JSON body; answers the updated product. */
export function updateProduct(id: string, payload: ProductPayload): Promise<Product> {
  return api.put(`/products/${encodeURIComponent(id)}`, payload, productSchema)
}

/** Creates the product, or updates it when an id is given; every list and page showing products refetches. */
export function useSaveProduct(productId: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: ProductPayload) =>
      productId ? updateProduct(productId, payload) : createProduct(payload),
    // Dashboard counts and low-stock rows change too. Not awaited: the form leaves as soon as the save is confirmed, the lists refetch behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productQueryKeys.all })
      void queryClient.invalidateQueries({ queryKey: adminProductsQueryKey })
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey })
    },
  })
}
