import { categoryLabel, type ProductListParams } from '../../lib/products'

/** The filter panel's buttons, in the order the shop's requirements give. */
export const CATEGORY_FILTERS = [
  { value: 'all', label: 'All Products' },
  { value: 'featured', label: 'Featured' },
  { value: 'new-arrivals', label: 'New Arrivals' },
  { value: 'bestsellers', label: 'Best Sellers' },
  { value: 'figures', label: 'Figures' },
  { value: 'keychains', label: 'KeyChains' },
  { value: 'qposket', label: 'Q Posket' },
  { value: 'other', label: 'Other' },
] as const

export const ALL_CATEGORIES = 'all'

/** Both spellings the shop's links use lead to the same button and the same products. */
const CATEGORY_SPELLINGS: Record<string, string> = { keychain: 'keychains' }

export function canonicalCategory(category: string | undefined | null): string {
  const value = category?.trim().toLowerCase() || ALL_CATEGORIES
  return CATEGORY_SPELLINGS[value] ?? value
}

/** The heading: the button's label ("All Products" for all), or the category's own name. */
export function categoryHeading(category: string): string {
  const canonical = canonicalCategory(category)
  return CATEGORY_FILTERS.find((filter) => filter.value === canonical)?.label ?? categoryLabel(canonical)
}

/** The flag "categories" become the API's flags; real categories are sent as they are. */
export function categoryQuery(
  category: string,
): Pick<ProductListParams, 'category' | 'featured' | 'newArrival' | 'bestseller'> {
  switch (canonicalCategory(category)) {
    case ALL_CATEGORIES:
      return {}
    case 'featured':
      return { featured: true }
    case 'new-arrivals':
      return { newArrival: true }
    case 'bestsellers':
      return { bestseller: true }
    default:
      return { category: canonicalCategory(category) }
  }
}
