import { Check } from 'lucide-react'
import { CATALOGUE_ATTRIBUTES, FACET_ATTRIBUTES, type FacetAttribute } from '@common/catalogue-attributes'
import { COLLECTION_FILTERS } from '@common/collections'
import type { ProductFacets } from '../api/get-product-facets'
import { toggleFilterValue } from '../listing-filters'
import type { ListingState, ListingUpdate } from '../listing-state'
import { AttributeFilter, optionLabel, type FilterOption } from './attribute-filter'
import { checkboxClassName, filterLegendClassName } from './filter-styles'
import { PriceFilter } from './price-filter'

interface FilterPanelProps {
  id: string
  state: ListingState
  /** The counts for the listing as it stands; undefined until they come (the filters show without counts). */
  facets: ProductFacets | undefined
  onChange: (update: ListingUpdate) => void
  onClearAll: () => void
  /** The side panel has its own title and "Clear all"; the phone's sheet gives them instead. */
  hasHeader?: boolean
  className?: string
}

const ATTRIBUTE_LABELS = Object.fromEntries(
  CATALOGUE_ATTRIBUTES.map(({ key, label }) => [key, label]),
) as Record<FacetAttribute, string>

/**
 * The values a filter offers, most products first as the server orders them, and any ticked value the counts
 * no longer name (another filter left it none) after them, so that it can still be unticked.
 */
export function attributeOptions(
  name: FacetAttribute,
  state: ListingState,
  facets: ProductFacets | undefined,
): FilterOption[] {
  const ticked = state.filters[name]
  const offered =
    name === 'series'
      ? (facets?.series.map((entry) => ({ key: entry.slug, label: entry.value, count: entry.count })) ?? [])
      : (facets?.[name].map((entry) => ({ key: entry.value, label: entry.value, count: entry.count })) ?? [])
  const missing = ticked
    .filter((value) => !offered.some((option) => option.key === value))
    .map((value) => ({ key: value, label: value, count: facets ? 0 : undefined }))
  return [...offered, ...missing].map((option) => ({ ...option, checked: ticked.includes(option.key) }))
}

/**
 * The listing's filters: categories, the collector's attributes with their counts, the price range, stock and
 * pre-orders. Every change goes to the address at once (the listing and its counts follow it).
 */
export function FilterPanel({
  id,
  state,
  facets,
  onChange,
  onClearAll,
  hasHeader = true,
  className = '',
}: FilterPanelProps) {
  const attributes = FACET_ATTRIBUTES.filter((name) => !(name === 'series' && state.seriesPage))
  const showsPreorder = state.preorderOnly || (facets?.preorder ?? 0) > 0

  return (
    <div id={id} className={className}>
      {hasHeader && (
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
      )}

      <section aria-labelledby={`${id}-categories`}>
        <h3 id={`${id}-categories`} className={filterLegendClassName}>
          Categories
        </h3>
        <ul className="grid grid-cols-2 gap-1.5 md:grid-cols-1">
          {COLLECTION_FILTERS.map((filter) => {
            const isActive = filter.value === state.category
            return (
              <li key={filter.value}>
                <button
                  type="button"
                  aria-pressed={isActive}
                  onClick={() => onChange({ category: filter.value })}
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

      {attributes.map((name) => (
        <AttributeFilter
          key={name}
          legend={ATTRIBUTE_LABELS[name]}
          options={attributeOptions(name, state, facets)}
          onToggle={(value) => onChange((current) => toggleFilterValue(current, name, value))}
        />
      ))}

      <PriceFilter
        // A new address (a chip removed, back or forward) starts the form again from it.
        key={`${state.minPrice}-${state.maxPrice}`}
        minPrice={state.minPrice}
        maxPrice={state.maxPrice}
        range={facets?.price}
        onApply={(bounds) => onChange(bounds)}
      />

      <fieldset className="mt-5 border-t border-white/10 pt-4">
        <legend className={`float-left w-full ${filterLegendClassName}`}>Stock Status</legend>
        <div className="clear-both space-y-0.5">
          <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-1 py-1.5 text-sm text-slate-200 hover:bg-white/5">
            <input
              type="checkbox"
              checked={state.inStockOnly}
              onChange={(event) => onChange({ inStockOnly: event.target.checked })}
              className={checkboxClassName}
            />
            {optionLabel({ label: 'In Stock', count: facets?.inStock })}
          </label>
          {showsPreorder && (
            <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-1 py-1.5 text-sm text-slate-200 hover:bg-white/5">
              <input
                type="checkbox"
                checked={state.preorderOnly}
                onChange={(event) => onChange({ preorderOnly: event.target.checked })}
                className={checkboxClassName}
              />
              {optionLabel({ label: 'Pre-order', count: facets?.preorder })}
            </label>
          )}
        </div>
      </fieldset>
    </div>
  )
}
