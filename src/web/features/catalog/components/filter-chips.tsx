import { useEffect, useRef } from 'react'
import { X } from 'lucide-react'
import type { FilterChip } from '../listing-filters'
import type { ListingUpdate } from '../listing-state'

/**
 * The filters in force, one chip each: pressing a chip removes its filter; "Clear all" removes them all. A chip
 * removed from the keyboard leaves focus on the chip that takes its place (or the one before), not on the page.
 */
export function FilterChips({
  chips,
  onChange,
  onClearAll,
}: {
  chips: FilterChip[]
  onChange: (update: ListingUpdate) => void
  onClearAll: () => void
}) {
  const listRef = useRef<HTMLUListElement>(null)
  /** The place of the chip last removed, until the list without it is drawn. */
  const removedAt = useRef<number | null>(null)

  useEffect(() => {
    const index = removedAt.current
    const list = listRef.current
    if (index === null || !list) return
    const focused = document.activeElement
    // The chip is still drawn (the address is on its way): wait for the list without it.
    if (focused && list.contains(focused)) return
    removedAt.current = null
    // Focus went with the chip; if the shopper has moved it elsewhere meanwhile, it stays there.
    if (focused && focused !== document.body) return
    const buttons = list.querySelectorAll('button')
    buttons[Math.min(index, buttons.length - 1)]?.focus()
  }, [chips])

  if (chips.length === 0) return null
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ul ref={listRef} aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => {
                removedAt.current = index
                onChange(chip.remove)
              }}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-accent-400/50 bg-accent-700/20 py-1.5 pr-2 pl-3 text-sm text-slate-100 transition hover:border-accent-400 hover:bg-accent-700/40"
            >
              <span className="sr-only">Remove</span> <span className="truncate">{chip.label}</span>
              <X aria-hidden="true" className="size-4 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="rounded-md px-2 py-1.5 text-sm font-semibold text-accent-300 underline-offset-2 transition hover:text-white hover:underline"
      >
        Clear all
      </button>
    </div>
  )
}
