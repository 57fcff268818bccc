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
