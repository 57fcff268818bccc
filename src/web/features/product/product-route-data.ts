import type { QueryClient } from '@tanstack/react-query'
import { DETAIL_BACKGROUND_IMAGE_COUNT } from '@common/constants'
import { productQueryOptions, productsQueryOptions } from '../../lib/products'

/** The other products whose pictures make the product page's blurred backdrop. */
export const backdropProductsQueryOptions = () =>
  productsQueryOptions({ limit: DETAIL_BACKGROUND_IMAGE_COUNT })

/**
 * Starts loading what the product page shows first: the product and the backdrop's pictures. The reviews, far
 * below, load with their own section (it brings zod for them), so they do not compete with the product's photo.
 */
export function prefetchProductPage(queryClient: QueryClient, productId: string): void {
  void queryClient.prefetchQuery(productQueryOptions(productId))
  void queryClient.prefetchQuery(backdropProductsQueryOptions())
}
