/** The row holding the section's heading (and, once the reviews are loaded, their summary). */
export const REVIEWS_HEADER_CLASS_NAME = 'flex flex-wrap items-end justify-between gap-3'

/** The Customer Reviews heading: the target of the summary's "reviews" link, drawn before the reviews load. */
export function ReviewsHeading() {
  return (
    <h2 id="customer-reviews" className="font-display text-2xl text-white">
      Customer Reviews
    </h2>
  )
}
