import { useId } from 'react'
import { Star } from 'lucide-react'
import { MAX_REVIEW_RATING, MIN_REVIEW_RATING } from '@common/schemas/review'

const RATINGS = Array.from(
  { length: MAX_REVIEW_RATING - MIN_REVIEW_RATING + 1 },
  (_, index) => MIN_REVIEW_RATING + index,
)

interface RatingPickerProps {
  value: number
  onChange: (rating: number) => void
  disabled?: boolean
}

/** Five radio buttons drawn as stars: arrow keys move between them, as with any radio group. */
export function RatingPicker({ value, onChange, disabled = false }: RatingPickerProps) {
  const name = useId()
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-200">Rating</legend>
      <div className="flex items-center gap-1">
        {RATINGS.map((rating) => {
          const isFilled = rating <= value
          return (
            <label
              key={rating}
              className="group relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="absolute inset-0 z-10 size-full cursor-pointer opacity-0"
                aria-label={`${rating} star${rating === 1 ? '' : 's'}`}
              />
              <Star
                aria-hidden="true"
                className={`size-7 transition group-hover:scale-110 motion-reduce:group-hover:scale-100 ${isFilled ? 'fill-amber-400 text-amber-400' : 'text-slate-500'}`}
                strokeWidth={1.5}
              />
            </label>
          )
        })}
        <span className="ml-2 text-sm text-slate-300" aria-hidden="true">
          {value} / {MAX_REVIEW_RATING}
        </span>
      </div>
    </fieldset>
  )
}
