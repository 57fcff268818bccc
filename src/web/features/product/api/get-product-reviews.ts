import { queryOptions } from '@tanstack/react-query'
import { reviewSchema, type Review } from '@common/schemas/review'
import { isApiError } from '../../../api/api-error'
import { api } from '../../../api/http-client'
import { productReviewsQueryKey } from './product-reviews-key'

/** A list, or an object holding `reviews` or `data`; entries that are not reviews are dropped. */
function readReviews(body: unknown): Review[] {
  const holder = body as { reviews?: unknown; data?: unknown } | null
  const list = Array.isArray(body)
    ? body
    : Array.isArray(holder?.reviews)
      ? holder.reviews
      : Array.isArray(holder?.data)
        ? holder.data
        : []
  return list.flatMap((entry: unknown) => {
    const parsed = reviewSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

/** GET /reviews/product/:id, newest first; a 404 means no reviews. */
export async function getProductReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  try {
    return readReviews(
      await api.get<unknown>(`/reviews/product/${encodeURIComponent(productId)}`, { signal }),
    )
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
