import { lazy, Suspense, useEffect } from 'react'
import { Link } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { MessageSquareText } from 'lucide-react'
import { toast } from 'sonner'
import { REVIEW_MESSAGES, type Review } from '@common/schemas/review'
import { StarRating } from '../../../components/product/star-rating'
import { buttonClassName } from '../../../components/ui/button-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { Spinner } from '../../../components/ui/spinner'
import { formatRating, productQueryKeys } from '../../../lib/products'
import { useSession } from '../../../lib/session-context'
import { productReviewsQueryOptions } from '../api/get-product-reviews'
import { productReviewsQueryKey } from '../api/product-reviews-key'
import { reviewsAverage } from '../review-summary'
import { ReviewList } from './review-list'
import { REVIEWS_HEADER_CLASS_NAME, ReviewsHeading } from './reviews-heading'

// Only a signed-in shopper sees the form: react-hook-form and its zod resolver load for them alone.
const ReviewForm = lazy(() => import('./review-form').then(({ ReviewForm }) => ({ default: ReviewForm })))

/**
 * What the Customer Reviews section holds once it is near the screen (ProductReviewsSection draws the section): the
 * heading and summary, the form (or a sign-in link) and the list.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const reviewsQuery = useQuery(productReviewsQueryOptions(productId))
  const reviews = reviewsQuery.data ?? []
  const average = reviewsAverage(reviews)

  useEffect(() => {
    if (reviewsQuery.isError) toast.error(REVIEW_MESSAGES.loadFailed, { id: `reviews-${productId}` })
  }, [reviewsQuery.isError, productId])

  const addReview = (review: Review) => {
    queryClient.setQueryData<Review[]>(productReviewsQueryKey(productId), (current = []) => [
      review,
      ...current.filter((existing) => existing._id !== review._id),
    ])
    // The product's rating and count changed on the server too.
    void queryClient.invalidateQueries({ queryKey: productQueryKeys.all })
  }

  return (
    <>
      <div className={REVIEWS_HEADER_CLASS_NAME}>
        <ReviewsHeading />
        <p className="flex items-center gap-2 text-sm text-slate-300">
          <StarRating rating={average} />
          <span className="text-lg font-bold text-white">{formatRating(average)}</span>
          <span>
            ({reviews.length} {reviews.length === 1 ? 'review' : 'reviews'})
          </span>
        </p>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <h3 className="mb-3 text-lg font-semibold text-white">Write a review</h3>
          {user ? (
            <Suspense fallback={<Spinner label="Loading the review form" />}>
              <ReviewForm productId={productId} onReviewAdded={addReview} />
            </Suspense>
          ) : (
            <div className="rounded-xl border border-dashed border-white/15 p-5 text-sm text-slate-300">
              <p>Share what you think of this product with other fans.</p>
              <Link
                to={`/login?returnTo=${encodeURIComponent(`/product/${productId}`)}`}
                className={buttonClassName('primary', 'mt-4')}
              >
                Sign in to write a review
              </Link>
            </div>
          )}
        </div>

        <div>
          {reviewsQuery.isPending ? (
            <Spinner label="Loading reviews" />
          ) : reviewsQuery.isError ? (
            <FormAlert message={REVIEW_MESSAGES.loadFailed} />
          ) : reviews.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-white/15 px-4 py-10 text-center text-sm text-slate-300">
              <MessageSquareText aria-hidden="true" className="mb-3 size-8 text-accent-violet-400" />
              No reviews yet. Be the first to review this product!
            </div>
          ) : (
            <ReviewList reviews={reviews} viewer={user} />
          )}
        </div>
      </div>
    </>
  )
}
