import { Star } from 'lucide-react'

const STAR_COUNT = 5
const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const

interface StarRatingProps {
  /** 0 to 5; fractions fill a star partly. */
  rating: number
  size?: keyof typeof sizes
  className?: string
}

/** Five stars filled to the rating, read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, size = 'md', className = '' }: StarRatingProps) {
  const clamped = Math.min(STAR_COUNT, Math.max(0, Number.isFinite(rating) ? rating : 0))
  const rounded = Math.round(clamped * 10) / 10
  return (
    <span
      role="img"
      aria-label={`Rated ${rounded} out of ${STAR_COUNT}`}
      className={`inline-flex items-center gap-0.5 ${className}`}
    >
      {Array.from({ length: STAR_COUNT }, (_, index) => {
        const fill = Math.min(1, Math.max(0, clamped - index))
        return (
          <span key={index} aria-hidden="true" className={`relative inline-block ${sizes[size]}`}>
            <Star className={`absolute inset-0 ${sizes[size]} text-slate-600`} strokeWidth={1.5} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${sizes[size]} fill-amber-400 text-amber-400`} strokeWidth={1.5} />
              </span>
            )}
          </span>
        )
      })}
    </span>
  )
}
