import { useId } from 'react'
import { ChevronDown } from 'lucide-react'

export type FilterOption<T extends string> = { value: T; label: string }

/** A list's filter in an admin tab: a select with its label beside it, each option a value and its words. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: readonly FilterOption<T>[]
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-300">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          // The options are the only values the select can take.
          onChange={(event) => onChange(event.target.value as T)}
          className="appearance-none rounded-lg border border-night-600 bg-night-900/90 py-2.5 pr-9 pl-3 text-sm text-slate-100 transition hover:border-accent-400/60 focus:border-accent-400"
        >
          {options.map((option) => (
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
