import { lazy, Suspense, useState } from 'react'
import { useNearViewport } from '../../../lib/use-near-viewport'
import { REVIEWS_HEADER_CLASS_NAME, ReviewsHeading } from './reviews-heading'

/** How far below the screen the section starts loading: a flick of the thumb on a phone. */
const LOAD_REVIEWS_WITHIN_PX = 600

// The reviews sit far below the photo and bring zod (to read them) and, for a signed-in shopper, the review form:
// their code and their request wait until the shopper scrolls towards them or follows the link to them.
const ProductReviews = lazy(() =>
  import('./product-reviews').then(({ ProductReviews }) => ({ default: ProductReviews })),
)

/** The Customer Reviews section of the detail page: its heading at once, the reviews when near the screen. */
export function ProductReviewsSection({ productId }: { productId: string }) {
  const [section, setSection] = useState<HTMLElement | null>(null)
  const isNear = useNearViewport(section, LOAD_REVIEWS_WITHIN_PX)
  const heading = (
    <div className={REVIEWS_HEADER_CLASS_NAME}>
      <ReviewsHeading />
    </div>
  )
  return (
    <section
      ref={setSection}
      aria-labelledby="customer-reviews"
      className="rounded-2xl border border-white/10 bg-night-900/70 p-5 backdrop-blur sm:p-6"
    >
      {isNear ? (
        <Suspense fallback={heading}>
          <ProductReviews productId={productId} />
        </Suspense>
      ) : (
        heading
      )}
    </section>
  )
}
