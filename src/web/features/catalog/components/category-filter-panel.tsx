import { Check } from 'lucide-react'
import { COLLECTION_FILTERS } from '@common/collections'

interface CategoryFilterPanelProps {
  id: string
  category: string
  inStockOnly: boolean
  onCategoryChange: (category: string) => void
  onInStockChange: (inStockOnly: boolean) => void
  onClearAll: () => void
  className?: string
}

const headingClassName = 'mb-3 text-xs font-bold tracking-[0.14em] text-slate-400 uppercase'

/** The listing's left panel: categories, the stock filter and "Clear all". */
export function CategoryFilterPanel({
  id,
  category,
  inStockOnly,
  onCategoryChange,
  onInStockChange,
  onClearAll,
  className = '',
}: CategoryFilterPanelProps) {
  return (
    <div
      id={id}
      className={`rounded-2xl border border-white/10 bg-night-900/70 p-4 shadow-xl shadow-black/30 backdrop-blur ${className}`}
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-base font-bold text-white">Filters</h2>
        <button
          type="button"
          onClick={onClearAll}
          className="rounded-md px-2 py-1 text-sm font-semibold text-accent-300 transition hover:bg-white/10 hover:text-white"
        >
          Clear all
        </button>
      </div>

      <section aria-labelledby={`${id}-categories`}>
        <h3 id={`${id}-categories`} className={headingClassName}>
          Categories
        </h3>
        <ul className="grid grid-cols-2 gap-1.5 md:grid-cols-1">
          {COLLECTION_FILTERS.map((filter) => {
            const isActive = filter.value === category
            return (
              <li key={filter.value}>
                <button
                  type="button"
                  aria-pressed={isActive}
                  onClick={() => onCategoryChange(filter.value)}
                  className={`flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium transition ${
                    isActive
                      ? 'bg-linear-to-r from-accent-700 to-accent-violet-700 text-white shadow-md shadow-accent-700/20'
                      : 'text-slate-300 hover:bg-white/10 hover:text-white'
                  }`}
                >
                  {filter.label}
                  {isActive && <Check aria-hidden="true" className="size-4 shrink-0" />}
                </button>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby={`${id}-stock`} className="mt-5 border-t border-white/10 pt-4">
        <h3 id={`${id}-stock`} className={headingClassName}>
          Stock Status
        </h3>
        <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-1 py-1 text-sm text-slate-200">
          <input
            type="checkbox"
            checked={inStockOnly}
            onChange={(event) => onInStockChange(event.target.checked)}
            className="size-4 cursor-pointer rounded border-night-600 accent-accent-400"
          />
          In Stock
        </label>
      </section>
    </div>
  )
}
