import { HOME_SECTION_SIZE } from '@common/constants'
import type { Product } from '../../../../lib/products'

export interface HomeSections {
  featured: Product[]
  newArrivals: Product[]
  bestSellers: Product[]
}

const byNewest = (a: Product, b: Product) => Date.parse(b.createdAt || '0') - Date.parse(a.createdAt || '0')
const byRating = (a: Product, b: Product) => b.rating - a.rating

/**
 * The home page's three sections, from one list of products: featured (at most 4), new arrivals newest
 * first (at most 4), best sellers highest rated first (at most 4).
 */
export function selectHomeSections(products: readonly Product[]): HomeSections {
  return {
    featured: products.filter((product) => product.isFeatured).slice(0, HOME_SECTION_SIZE),
    newArrivals: products
      .filter((product) => product.isNewArrival)
      .sort(byNewest)
      .slice(0, HOME_SECTION_SIZE),
    bestSellers: products
      .filter((product) => product.isBestSeller)
      .sort(byRating)
      .slice(0, HOME_SECTION_SIZE),
  }
}

export function hasAnyHomeProduct(sections: HomeSections): boolean {
  return sections.featured.length + sections.newArrivals.length + sections.bestSellers.length > 0
}
