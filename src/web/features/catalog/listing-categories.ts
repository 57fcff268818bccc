import { ALL_COLLECTIONS, canonicalCollection } from '@common/collections'
import type { ProductListParams } from '../../lib/products'

/** The flag "categories" become the API's flags; real categories are sent as they are. */
export function categoryQuery(
  category: string,
): Pick<ProductListParams, 'category' | 'featured' | 'newArrival' | 'bestseller'> {
  switch (canonicalCollection(category)) {
    case ALL_COLLECTIONS:
      return {}
    case 'featured':
      return { featured: true }
    case 'new-arrivals':
      return { newArrival: true }
    case 'bestsellers':
      return { bestseller: true }
    default:
      return { category: canonicalCollection(category) }
  }
}
