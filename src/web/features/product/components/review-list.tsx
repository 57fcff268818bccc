import type { User } from '@common/schemas/auth'
import type { Review } from '@common/schemas/review'
import { StarRating } from '../../../components/product/star-rating'

const ANONYMOUS = 'Anonymous'
const reviewDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

function formatReviewDate(isoDate: string): string | null {
  const date = new Date(isoDate)
  return Number.isNaN(date.getTime()) ? null : reviewDateFormat.format(date)
}

/** Whose review it is: the shopper's own name on their own, else the author's. */
export function reviewAuthorName(
  review: Review,
  viewer: Pick<User, '_id' | 'name'> | null,
): { name: string; isOwn: boolean } {
  if (viewer && review.user?._id === viewer._id) return { name: viewer.name, isOwn: true }
  return { name: review.user?.name?.trim() || review.name?.trim() || ANONYMOUS, isOwn: false }
}

export function ReviewList({ reviews, viewer }: { reviews: Review[]; viewer: User | null }) {
  return (
    <ol className="space-y-3" aria-label="Reviews">
      {reviews.map((review) => {
        const author = reviewAuthorName(review, viewer)
        const date = formatReviewDate(review.createdAt)
        return (
          <li key={review._id}>
            <article className="rounded-xl border border-white/10 bg-night-950/50 p-4">
              <header className="flex flex-wrap items-center justify-between gap-2">
                <p className="flex items-center gap-2 font-semibold text-slate-100">
                  <span
                    aria-hidden="true"
                    className="grid size-8 place-items-center rounded-full bg-linear-to-br from-accent-700 to-accent-violet-700 text-sm text-white"
                  >
                    {author.name.charAt(0).toUpperCase()}
                  </span>
                  {author.name}
                  {author.isOwn && (
                    <span className="rounded-full bg-accent-violet-700/40 px-2 py-0.5 text-xs font-semibold text-accent-violet-400">
                      You
                    </span>
                  )}
                </p>
                {date && (
                  <time dateTime={review.createdAt} className="text-xs text-slate-400">
                    {date}
                  </time>
                )}
              </header>
              <p className="mt-2 flex items-center gap-2 text-sm text-slate-300">
                <StarRating rating={review.rating} size="sm" />
                <span>{review.rating}/5</span>
              </p>
              <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-200">
                {review.comment}
              </p>
            </article>
          </li>
        )
      })}
    </ol>
  )
}
