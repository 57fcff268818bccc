import { releaseMonth } from '@common/catalogue-attributes'
import type { Product } from '../../../../lib/products'

/** "Pre-order · March 2027": the product takes orders while its stock is 0, and is expected that month. */
export function PreorderBadge({ product }: { product: Pick<Product, 'isPreorder' | 'releaseDate'> }) {
  if (!product.isPreorder) return null
  return (
    <span className="rounded-full bg-violet-400/15 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-200 ring-1 ring-violet-300/30 ring-inset">
      Pre-order{product.releaseDate ? ` · ${releaseMonth(product.releaseDate)}` : ''}
    </span>
  )
}
