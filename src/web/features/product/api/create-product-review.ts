import { REVIEW_MESSAGES, reviewSchema, type CreateReviewInput, type Review } from '@common/schemas/review'
import { ApiError, isApiError } from '../../../api/api-error'
import { api } from '../../../api/http-client'

/** POST /reviews/product/:id; answers the stored review. */
export async function createProductReview(productId: string, input: CreateReviewInput): Promise<Review> {
  if (!productId) throw new ApiError(REVIEW_MESSAGES.productIdMissing, 0)
  // An answer that is not a review is an ApiError without a server message: the form says submitFailed.
  return api.post(`/reviews/product/${encodeURIComponent(productId)}`, input, reviewSchema)
}

/** The texts shown when a review cannot be saved, one per reason. */
export function describeReviewError(error: unknown): string {
  if (!isApiError(error)) return REVIEW_MESSAGES.submitFailed
  if (error.status === 400 && error.serverMessage?.toLowerCase().includes('already reviewed'))
    return REVIEW_MESSAGES.alreadyReviewed
  if (error.message === REVIEW_MESSAGES.productIdMissing) return REVIEW_MESSAGES.productIdMissing
  return error.serverMessage ?? REVIEW_MESSAGES.submitFailed
}
