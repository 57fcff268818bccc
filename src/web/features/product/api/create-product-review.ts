import { REVIEW_MESSAGES, reviewSchema, type CreateReviewInput, type Review } from '@common/schemas/review'
import { ApiError, isApiError } from '../../../api/api-error'
import { api } from '../../../api/http-client'

/** POST /reviews/product/:id; answers the stored review. */
export async function createProductReview(productId: string, input: CreateReviewInput): Promise<Review> {
  if (!productId) throw new ApiError(REVIEW_MESSAGES.productIdMissing, 0)
  const body = await api.post<unknown>(`/reviews/product/${encodeURIComponent(productId)}`, input)
  const parsed = reviewSchema.safeParse(body)
  if (!parsed.success) throw new ApiError(REVIEW_MESSAGES.submitFailed, 200)
  return parsed.data
}

/** The texts shown when a review cannot be saved, one per reason. */
export function describeReviewError(error: unknown): string {
  if (!isApiError(error)) return REVIEW_MESSAGES.submitFailed
  if (error.status === 400 && error.serverMessage?.toLowerCase().includes('already reviewed'))
    return REVIEW_MESSAGES.alreadyReviewed
  if (error.message === REVIEW_MESSAGES.productIdMissing) return REVIEW_MESSAGES.productIdMissing
  return error.serverMessage ?? REVIEW_MESSAGES.submitFailed
}
