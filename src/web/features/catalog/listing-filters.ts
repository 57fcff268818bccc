import { FACET_ATTRIBUTES, type FacetAttribute } from '@common/catalogue-attributes'
import { ALL_COLLECTIONS, collectionHeading } from '@common/collections'
import { formatRupees, formatWholeRupees } from '@common/money'
import type { ProductFacets } from '@common/schemas/product'
import type { ListingChange, ListingState, ListingUpdate } from './listing-state'

/** Ticks or unticks one value of a filter; the other values of that filter stay (they OR together). */
export function toggleFilterValue(state: ListingState, name: FacetAttribute, value: string): ListingChange {
  const current = state.filters[name]
  const values = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value]
  return { filters: { ...state.filters, [name]: values } }
}

/** One active filter as the chip row shows it, with the change that removes it. */
export interface FilterChip {
  key: string
  label: string
  remove: ListingUpdate
}

/** "₹1,500" for whole rupees, "₹999.50" otherwise. */
function rupees(text: string): string {
  const amount = Number(text)
  return Number.isInteger(amount) ? formatWholeRupees(amount) : formatRupees(amount)
}

export function priceRangeText(minPrice: string, maxPrice: string): string {
  if (minPrice && maxPrice) return `${rupees(minPrice)} – ${rupees(maxPrice)}`
  return minPrice ? `From ${rupees(minPrice)}` : `Up to ${rupees(maxPrice)}`
}

/**
 * Every filter the listing is narrowed by, in the order the filters show them: the category (when it is one),
 * each ticked value, the price range, stock and pre-order. A series reads as its name once the facets have
 * named it. A series page's own series is the page, not a filter: it has no chip.
 */
export function activeFilterChips(state: ListingState, facets: ProductFacets | undefined): FilterChip[] {
  const chips: FilterChip[] = []
  if (state.category !== ALL_COLLECTIONS) {
    chips.push({
      key: 'category',
      label: collectionHeading(state.category),
      remove: { category: ALL_COLLECTIONS },
    })
  }
  for (const name of FACET_ATTRIBUTES) {
    if (name === 'series' && state.seriesPage) continue
    for (const value of state.filters[name]) {
      const label =
        name === 'series' ? (facets?.series.find((entry) => entry.slug === value)?.value ?? value) : value
      chips.push({
        key: `${name}:${value}`,
        label,
        remove: (current) => ({
          filters: { ...current.filters, [name]: current.filters[name].filter((entry) => entry !== value) },
        }),
      })
    }
  }
  if (state.minPrice || state.maxPrice) {
    chips.push({
      key: 'price',
      label: priceRangeText(state.minPrice, state.maxPrice),
      remove: { minPrice: '', maxPrice: '' },
    })
  }
  if (state.inStockOnly) chips.push({ key: 'inStock', label: 'In Stock', remove: { inStockOnly: false } })
  if (state.preorderOnly) chips.push({ key: 'preorder', label: 'Pre-order', remove: { preorderOnly: false } })
  return chips
}
