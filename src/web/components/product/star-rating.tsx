
const STAR_COUNT = 5
const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const

interface StarRatingProps {
  /** 0 to 5; fractions fill a star partly. */
  rating: number
  size?: keyof typeof sizes
  className?: string
}

/** lucide's star, drawn here as plain SVG: a listing draws ten per card, and lucide's component costs a phone more. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'

function Star({ className }: { className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={`lucide lucide-star ${className}`}
    >
      <path d={STAR_PATH} />
    </svg>
  )
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
            <Star className={`absolute inset-0 ${sizes[size]} text-slate-600`} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${sizes[size]} fill-amber-400 text-amber-400`} />
              </span>
            )}
          </span>
        )
      })}
    </span>
  )
}
