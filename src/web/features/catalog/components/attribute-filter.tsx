import { useId, useState } from 'react'
import { checkboxClassName, filterLegendClassName } from './filter-styles'

/** One value a filter offers: `key` is what the address carries (a series' slug, else the value itself). */
export interface FilterOption {
  key: string
  label: string
  /** Products it would show given the other filters; undefined while the counts are not known. */
  count: number | undefined
  checked: boolean
}

/** Values shown before "Show all": a long list of makers would push the other filters off a phone's screen. */
export const VISIBLE_OPTION_COUNT = 6

export function optionLabel(option: Pick<FilterOption, 'label' | 'count'>): string {
  return option.count === undefined ? option.label : `${option.label} (${option.count})`
}

/**
 * One collector's filter as a fieldset of checkboxes, "Jujutsu Kaisen (12)": several may be ticked, and they OR
 * together. A long list shows its first values and the ticked ones until "Show all" is pressed.
 */
export function AttributeFilter({
  legend,
  options,
  onToggle,
}: {
  legend: string
  options: FilterOption[]
  onToggle: (key: string) => void
}) {
  const [isExpanded, setIsExpanded] = useState(false)
  const listId = useId()
  if (options.length === 0) return null
  const isLong = options.length > VISIBLE_OPTION_COUNT
  const shown =
    isExpanded || !isLong
      ? options
      : options.filter((option, index) => index < VISIBLE_OPTION_COUNT || option.checked)

  return (
    <fieldset className="mt-5 border-t border-white/10 pt-4">
      <legend className={`float-left w-full ${filterLegendClassName}`}>{legend}</legend>
      <ul id={listId} className="clear-both space-y-0.5">
        {shown.map((option) => (
          <li key={option.key}>
            <label className="flex cursor-pointer items-start gap-2.5 rounded-lg px-1 py-1.5 text-sm text-slate-200 hover:bg-white/5">
              <input
                type="checkbox"
                checked={option.checked}
                onChange={() => onToggle(option.key)}
                className={`mt-0.5 ${checkboxClassName}`}
              />
              <span className="min-w-0 break-words">{optionLabel(option)}</span>
            </label>
          </li>
        ))}
      </ul>
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          className="mt-1 rounded-md px-1 py-1 text-sm font-semibold text-accent-300 transition hover:text-white"
        >
          {isExpanded ? 'Show fewer' : `Show all ${options.length}`}{' '}
          <span className="sr-only">{legend.toLowerCase()} values</span>
        </button>
      )}
    </fieldset>
  )
}
