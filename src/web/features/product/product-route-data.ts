import type { QueryClient } from '@tanstack/react-query'
import { DETAIL_BACKGROUND_IMAGE_COUNT } from '@common/constants'
import { productsQueryOptions } from '../../lib/products'
import { productReviewsQueryOptions } from './api/get-product-reviews'

/** The other products whose pictures make the product page's blurred backdrop. */
export const backdropProductsQueryOptions = () => productsQueryOptions({ limit: DETAIL_BACKGROUND_IMAGE_COUNT })

/** Starts loading what the product page shows besides the product itself: its reviews and the backdrop's pictures. */
export function prefetchProductExtras(queryClient: QueryClient, productId: string): void {
  void queryClient.prefetchQuery(productReviewsQueryOptions(productId))
  void queryClient.prefetchQuery(backdropProductsQueryOptions())
}
