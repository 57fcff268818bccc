import { queryOptions } from '@tanstack/react-query'
import { reviewListSchema, type Review } from '@common/schemas/review'
import { isApiError } from '../../../api/api-error'
import { api } from '../../../api/http-client'
import { productReviewsQueryKey } from './product-reviews-key'

/** GET /reviews/product/:id, newest first; a 404 means no reviews. */
export async function getProductReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  try {
    return await api.get(`/reviews/product/${encodeURIComponent(productId)}`, reviewListSchema, { signal })
  } catch (error) {
    if (isApiError(error) && error.status === 404) return []
    throw error
  }
}

export function productReviewsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: productReviewsQueryKey(productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  })
}
