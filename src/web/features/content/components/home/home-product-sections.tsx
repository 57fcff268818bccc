import { PackageSearch, RefreshCw } from 'lucide-react'
import { Button } from '../../../../components/ui/button'
import { Spinner } from '../../../../components/ui/spinner'
import { useDrawnCount } from '../../../../lib/use-drawn-count'
import { hasAnyHomeProduct, type HomeSections } from './home-sections'
import { ProductSection } from './product-section'

const SECTION_COUNT = 3

interface HomeProductSectionsProps {
  sections: HomeSections
  isLoading: boolean
}

/** Featured Products, New Arrivals and Best Sellers, or one message when the shop has none to show. */
export function HomeProductSections({ sections, isLoading }: HomeProductSectionsProps) {
  // One section per task once the products are here: the hero above is drawn first, and the three sections' twelve
  // cards no longer share one long task with it.
  const drawn = useDrawnCount(isLoading ? 0 : SECTION_COUNT, 1)
  if (isLoading) return <Spinner label="Loading products..." showLabel />

  if (!hasAnyHomeProduct(sections)) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-night-800 text-accent-300">
          <PackageSearch aria-hidden="true" className="size-8" />
        </span>
        <h2 className="mt-6 text-2xl text-white">No Products Found</h2>
        <p className="mt-3 text-slate-400">We couldn&apos;t find any products. Please check back later.</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh Page
        </Button>
      </section>
    )
  }

  const { featured, newArrivals, bestSellers } = sections
  return (
    <div className="divide-y divide-white/5">
      <ProductSection
        title="Featured Products"
        subtitle="Hand-picked highlights from our collection"
        products={featured}
        viewAllTo="/collections/featured"
        isFirst
      />
      {drawn > 1 && (
        <ProductSection
          title="New Arrivals"
          subtitle="Fresh off the boat — the latest additions"
          products={newArrivals}
          viewAllTo="/collections/new-arrivals"
          isFirst={featured.length === 0}
        />
      )}
      {drawn > 2 && (
        <ProductSection
          title="Best Sellers"
          subtitle="The pieces fans love the most"
          products={bestSellers}
          viewAllTo="/collections/bestsellers"
        />
      )}
    </div>
  )
}
