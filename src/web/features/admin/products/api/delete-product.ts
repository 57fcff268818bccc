import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { z } from 'zod'
import { deleteProductResponseSchema } from '@common/schemas/product'
import { api } from '../../../../api/http-client'
import { adminStatsQueryKey } from '../../shared/api/admin-query-keys'
import { DELETE_PRODUCT_FAILED, PRODUCT_DELETED } from '../products-messages'
import { refreshStorefrontProducts, removeAdminProduct } from './admin-products-cache'
import { adminProductListsQueryKey } from './get-admin-products'

type DeleteProductResponse = z.output<typeof deleteProductResponseSchema>

/** DELETE /products/:id; placed orders keep their own copy of the product. */
export function deleteProduct(productId: string): Promise<DeleteProductResponse> {
  return api.delete(`/products/${encodeURIComponent(productId)}`, deleteProductResponseSchema)
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, productId) => {
      removeAdminProduct(queryClient, productId)
      toast.success(PRODUCT_DELETED)
      // The row is gone at once; the loaded pages then refetch, since every later product moved up one
      // place and the next page would otherwise skip one.
      void queryClient.invalidateQueries({ queryKey: adminProductListsQueryKey })
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey })
      void refreshStorefrontProducts(queryClient)
    },
    onError: () => {
      toast.error(DELETE_PRODUCT_FAILED)
    },
  })
}
