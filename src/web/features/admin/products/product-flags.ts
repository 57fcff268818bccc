import type { ProductFlag } from '@common/schemas/product'

interface FlagText {
  /** The column heading, and the start of each toggle's name: "Featured: Satoru Gojo figure". */
  label: string
  /** What the toast names: "Product added to featured". */
  listName: string
}

export const PRODUCT_FLAG_TEXT: Record<ProductFlag, FlagText> = {
  isFeatured: { label: 'Featured', listName: 'featured' },
  isBestSeller: { label: 'Best Seller', listName: 'best sellers' },
  isNewArrival: { label: 'New Arrival', listName: 'new arrivals' },
}

/** "Product added to best sellers" / "Product removed from best sellers". */
export function flagChangedMessage(flag: ProductFlag, isOn: boolean): string {
  const { listName } = PRODUCT_FLAG_TEXT[flag]
  return isOn ? `Product added to ${listName}` : `Product removed from ${listName}`
}

export const UPDATE_PRODUCT_FAILED = 'Failed to update product'
export const DELETE_PRODUCT_QUESTION = 'Are you sure you want to delete this product?'
export const PRODUCT_DELETED = 'Product deleted successfully'
export const DELETE_PRODUCT_FAILED = 'Failed to delete product'
export const LOAD_PRODUCTS_FAILED = 'Failed to load products'
export const NO_PRODUCTS_FOUND = 'No products found'
