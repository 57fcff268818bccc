import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { productSchema, type ProductFlag } from '@common/schemas/product'
import { api } from '../../../../api/http-client'
import type { Product } from '../../../../lib/products'
import { flagChangedMessage } from '../product-flags'
import { UPDATE_PRODUCT_FAILED } from '../products-messages'
import { refreshStorefrontProducts, replaceAdminProduct } from './admin-products-cache'

export interface SetProductFlagVariables {
  product: Product
  flag: ProductFlag
  value: boolean
}

/** PATCH /products/:id with exactly one flag, e.g. `{ isFeatured: true }`; answers the updated product. */
export function setProductFlag({ product, flag, value }: SetProductFlagVariables): Promise<Product> {
  return api.patch(`/products/${encodeURIComponent(product._id)}`, { [flag]: value }, productSchema)
}

/** One flag toggle's call: the row takes the server's copy, the storefront refetches, a toast confirms. */
export function useSetProductFlag() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setProductFlag,
    onSuccess: (updated, { flag, value }) => {
      replaceAdminProduct(queryClient, updated)
      void refreshStorefrontProducts(queryClient)
      toast.success(flagChangedMessage(flag, value))
    },
    onError: () => {
      toast.error(UPDATE_PRODUCT_FAILED)
    },
  })
}
