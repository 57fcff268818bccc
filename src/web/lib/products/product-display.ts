import { PREORDER_QUANTITY_CAP, preorderLabel } from '@common/catalogue-attributes'
import type { Product } from './product'

/** Sold out: no stock, and not a pre-order (a pre-order takes orders while its stock is 0, up to its limit). */
export function isOutOfStock(product: Pick<Product, 'stock' | 'isPreorder'>): boolean {
  return !product.isPreorder && product.stock <= 0
}

/** "Pre-order — expected March 2027" for a pre-order with its date, "Pre-order" without one; null for the rest. */
export function preorderText(product: Pick<Product, 'isPreorder' | 'releaseDate'>): string | null {
  if (!product.isPreorder) return null
  return product.releaseDate ? preorderLabel(product.releaseDate) : 'Pre-order'
}

/**
 * The most of a product one cart may take from its page or card: the stock of a product on sale; for a pre-order,
 * which takes no stock, its per-customer maximum and limit within PREORDER_QUANTITY_CAP.
 */
export function purchaseCap(
  product: Pick<Product, 'stock' | 'isPreorder' | 'maxPerCustomer' | 'preorderLimit'>,
): number {
  if (!product.isPreorder) return Math.max(0, product.stock)
  return Math.min(
    PREORDER_QUANTITY_CAP,
    product.maxPerCustomer ?? PREORDER_QUANTITY_CAP,
    product.preorderLimit ?? PREORDER_QUANTITY_CAP,
  )
}

/** Whole percent off the original price, or 0 when the original is not above the price. */
export function discountPercent(product: Pick<Product, 'price' | 'originalPrice'>): number {
  if (!(product.originalPrice > product.price) || product.originalPrice <= 0) return 0
  return Math.round(((product.originalPrice - product.price) / product.originalPrice) * 100)
}

/** Rupees saved against the original price (never negative), exact to the paisa. */
export function savingsRupees(product: Pick<Product, 'price' | 'originalPrice'>): number {
  return Math.max(0, Math.round(product.originalPrice * 100) - Math.round(product.price * 100)) / 100
}

/** The average of the embedded reviews when there are any, otherwise the product's rating field. */
export function averageRating(product: Pick<Product, 'rating' | 'reviews'>): number {
  const reviews = product.reviews
  if (reviews && reviews.length > 0)
    return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
  return product.rating
}

/** How many reviews the card shows in brackets: the embedded list when present, else numReviews. */
export function reviewCount(product: Pick<Product, 'numReviews' | 'reviews'>): number {
  return product.reviews && product.reviews.length > 0 ? product.reviews.length : product.numReviews
}

/** Ratings are shown to 1 decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1)
}

export const SKU_PREFIX = 'ANV-'

/** A fixed prefix plus the last 4 characters of the id, upper-cased and padded with zeros. */
export function productSku(productId: string): string {
  return `${SKU_PREFIX}${productId.slice(-4).toUpperCase().padStart(4, '0')}`
}
