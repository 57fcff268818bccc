import { useId } from 'react'
import { ChevronDown } from 'lucide-react'
import { sortOptionsFor, type ListingSort } from '../listing-sorts'

export function SortSelect({
  value,
  search,
  onChange,
}: {
  value: ListingSort
  /** The listing's search: while there is one, "Best match" is offered first. */
  search: string
  onChange: (sort: ListingSort) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-300">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as ListingSort)}
          className="appearance-none rounded-lg border border-night-600 bg-night-900/90 py-2 pr-9 pl-3 text-sm text-slate-100 transition hover:border-accent-400/60 focus:border-accent-400"
        >
          {sortOptionsFor(search).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
    </div>
  )
}
