import type { ReactNode } from 'react'
import { ProductCard } from '../../../components/product/product-card'
import type { Product } from '../../../lib/products'
import { useDrawnCount } from '../../../lib/use-drawn-count'

/** The first row on the widest grid (4 columns) is on screen at once: its images load without waiting. */
const EAGER_CARD_COUNT = 4
/** The first row on a phone (2 columns) holds the page's largest picture: it goes before everything else. */
const HIGH_PRIORITY_CARD_COUNT = 2

/** Cards drawn per task (see useDrawnCount): twenty in one render made the listing's longest task. */
const CARDS_PER_TASK = 4

const gridClassName = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4'

export function ProductGrid({ products }: { products: Product[] }) {
  const drawn = useDrawnCount(products.length, CARDS_PER_TASK)
  return (
    <ul className={gridClassName} aria-label="Products">
      {products.map((product, index) => (
        <li key={product._id}>
          {index < drawn ? (
            <ProductCard
              product={product}
              eager={index < EAGER_CARD_COUNT}
              isHighPriority={index < HIGH_PRIORITY_CARD_COUNT}
              // The listing has no heading between its title and the cards (the filters' is hidden on a phone).
              headingLevel={2}
            />
          ) : (
            <CardPlaceholder />
          )}
        </li>
      ))}
    </ul>
  )
}

/** A card's outline and size until the card is drawn, so nothing below it moves when it is. */
function CardPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-full overflow-hidden rounded-2xl border border-white/10 bg-night-900/70"
    >
      <div className="aspect-square bg-night-800" />
      <div className="h-40" />
    </div>
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
