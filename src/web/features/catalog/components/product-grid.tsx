import type { ReactNode } from 'react'
import { ProductCard } from '../../../components/product/product-card'
import type { Product } from '../../../lib/products'

/** The first row on the widest grid (4 columns) is on screen at once: its images load without waiting. */
const EAGER_CARD_COUNT = 4
/** The first row on a phone (2 columns) holds the page's largest picture: it goes before everything else. */
const HIGH_PRIORITY_CARD_COUNT = 2

const gridClassName = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4'

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={gridClassName} aria-label="Products">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            eager={index < EAGER_CARD_COUNT}
            isHighPriority={index < HIGH_PRIORITY_CARD_COUNT}
          />
        </li>
      ))}
    </ul>
  )
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }): ReactNode {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading products</span>
      <ul aria-hidden="true" className={gridClassName}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-white/10 bg-night-900/70">
            <div className="aspect-square animate-pulse bg-night-800" />
            <div className="space-y-2.5 p-4">
              <div className="h-4 w-4/5 animate-pulse rounded bg-night-700" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-night-700" />
              <div className="h-5 w-1/3 animate-pulse rounded bg-night-700" />
              <div className="h-9 w-full animate-pulse rounded-lg bg-night-800" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
