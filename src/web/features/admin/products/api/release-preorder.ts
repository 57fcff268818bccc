import { useMutation, useQueryClient } from '@tanstack/react-query'
import { releasePreorderResponseSchema, type ReleasePreorderResponse } from '@common/schemas/preorder'
import { api } from '../../../../api/http-client'
import { adminOrdersQueryKey, adminStatsQueryKey } from '../../shared/api/admin-query-keys'
import { refreshStorefrontProducts } from './admin-products-cache'
import { adminProductListsQueryKey } from './get-admin-products'

export interface PreorderRelease {
  productId: string
  /** Units that arrived. */
  received: number
  /** A product with options: how many of each variant arrived, adding up to `received`. */
  variants?: { variant: string; received: number }[] | undefined
}

/**
 * POST /products/:id/release {received, variants?}: the units go to open pre-orders oldest first (a variant's to
 * its own), the rest on sale. A second release of the same product is refused (409, NOT_A_PREORDER_MESSAGE), so it
 * happens once however often it is sent.
 */
export function releasePreorder({
  productId,
  received,
  variants,
}: PreorderRelease): Promise<ReleasePreorderResponse> {
  return api.post(
    `/products/${encodeURIComponent(productId)}/release`,
    variants ? { received, variants } : { received },
    releasePreorderResponseSchema,
  )
}

export function useReleasePreorder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: releasePreorder,
    // The product is on sale now with new stock, and its pre-orders moved on or were cancelled and refunded.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminProductListsQueryKey })
      void queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey })
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey })
      void refreshStorefrontProducts(queryClient)
    },
  })
}
