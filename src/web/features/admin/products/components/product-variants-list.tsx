import { useId, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { LOW_STOCK_THRESHOLD } from '@common/constants'
import type { ProductVariant } from '@common/schemas/product'
import type { Product } from '../../../../lib/products'
import { useProductVariants } from '../api/get-product-variants'

function variantStockText(stock: number): string {
  if (stock <= 0) return '0 · Out'
  if (stock <= LOW_STOCK_THRESHOLD) return `${stock} · Low`
  return String(stock)
}

function stockClassName(stock: number): string {
  if (stock <= 0) return 'font-semibold text-rose-300'
  if (stock <= LOW_STOCK_THRESHOLD) return 'font-semibold text-amber-200'
  return 'text-slate-300'
}

/** "2 variants", and how many are sold out or low, so a row says so before it is opened. */
function summaryOf(variants: readonly ProductVariant[]): { count: string; warning?: string } {
  const out = variants.filter((variant) => variant.stock <= 0).length
  const low = variants.filter((variant) => variant.stock > 0 && variant.stock <= LOW_STOCK_THRESHOLD).length
  const warnings = [out > 0 && `${out} out`, low > 0 && `${low} low`].filter(Boolean)
  return {
    count: `${variants.length} ${variants.length === 1 ? 'variant' : 'variants'}`,
    ...(warnings.length > 0 && { warning: warnings.join(', ') }),
  }
}

/**
 * Under a product with options, in its row's first cell: how many variants it has (and how many are out or low),
 * a button opening the list of each one's label, SKU and stock. A product's summed stock can hide a sold-out
 * edition; this does not.
 */
export function ProductVariantsList({ product }: { product: Product }) {
  const listId = useId()
  const [isOpen, setIsOpen] = useState(false)
  const variants = useProductVariants(product)
  if (!product.options) return null
  if (!variants.data)
    return (
      <p className="mt-2 text-xs text-slate-400">{variants.isError ? 'Variants not loaded' : 'Variants…'}</p>
    )
  const summary = summaryOf(variants.data)
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="-ml-2 inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-accent-200 hover:bg-white/10"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition ${isOpen ? 'rotate-180' : ''}`} />
        {summary.count}
        <span className="sr-only"> of {product.name}</span>
        {summary.warning && <span className="font-semibold text-amber-200">· {summary.warning}</span>}
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        aria-label={`Variants of ${product.name}`}
        className="mt-1 space-y-1.5 border-l border-white/10 pl-3 text-xs"
      >
        {variants.data.map((variant) => (
          <li key={variant._id}>
            <span className="block font-medium break-words text-white">{variant.label}</span>
            <span className="block text-slate-400">
              SKU {variant.sku} · Stock{' '}
              <span className={`whitespace-nowrap tabular-nums ${stockClassName(variant.stock)}`}>
                {variantStockText(variant.stock)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
