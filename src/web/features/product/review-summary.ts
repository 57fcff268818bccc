import { DEFAULT_REVIEW_RATING } from '@common/constants'

/** The mean rating of the reviews; a product nobody has reviewed shows 5.0. */
export function reviewsAverage(reviews: readonly { rating: number }[]): number {
  if (reviews.length === 0) return DEFAULT_REVIEW_RATING
  return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
}
