import { useId, useState } from 'react'
import { LoaderCircle, SlidersHorizontal } from 'lucide-react'
import { LISTING_BACKGROUND_IMAGE_COUNT } from '@common/constants'
import { backdropImagesOf, CatalogueBackdrop } from '../../../components/product/catalogue-backdrop'
import { Button } from '../../../components/ui/button'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { CategoryFilterPanel } from '../components/category-filter-panel'
import { DidYouMean } from '../components/did-you-mean'
import { ListingEmptyState } from '../components/listing-empty-state'
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid'
import { ProductSearchBox } from '../components/product-search-box'
import { SortSelect } from '../components/sort-select'
import { useListingState } from '../hooks/use-listing-state'
import { useProductPages } from '../hooks/use-product-pages'
import { changeListing, listingHref } from '../listing-state'
import { collectionHeading } from '@common/collections'

/** /collections and /collections/:category: filters, sort and the product grid, page after page. */
export function CollectionPage() {
  const { state, update, clearAll } = useListingState()
  const listing = useProductPages(state)
  const [areFiltersOpen, setAreFiltersOpen] = useState(false)
  const panelId = useId()
  const heading = collectionHeading(state.category)
  useDocumentTitle(state.search ? `${heading}: “${state.search}”` : heading)

  const backdropImages = backdropImagesOf(listing.products, LISTING_BACKGROUND_IMAGE_COUNT)
  const correction =
    state.search && listing.didYouMean ? (
      <DidYouMean
        correction={listing.didYouMean}
        href={listingHref(changeListing(state, { search: listing.didYouMean }), state.isCategoryInPath)}
        className={listing.products.length === 0 ? 'mt-4' : 'mb-4'}
      />
    ) : null

  return (
    <div className="relative isolate">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <header className="mb-6">
          <p className="text-xs font-bold tracking-[0.2em] text-accent-300 uppercase">Collections</p>
          <h1 className="font-display mt-1 text-3xl text-white sm:text-4xl">{heading}</h1>
          <p className="mt-2 text-sm text-slate-300" aria-live="polite">
            {listing.isLoading ? 'Loading products…' : `${listing.totalProducts} item(s) found`}
          </p>
        </header>

        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          <aside className="md:sticky md:top-20 md:w-60 md:shrink-0" aria-label="Product filters">
            <Button
              variant="ghost"
              aria-expanded={areFiltersOpen}
              aria-controls={panelId}
              onClick={() => setAreFiltersOpen((open) => !open)}
              className="mb-3 w-full border border-white/15 bg-night-900/70 md:hidden"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {areFiltersOpen ? 'Hide Filters' : 'Show Filters'}
            </Button>
            <CategoryFilterPanel
              id={panelId}
              category={state.category}
              inStockOnly={state.inStockOnly}
              onCategoryChange={(category) => update({ category })}
              onInStockChange={(inStockOnly) => update({ inStockOnly })}
              onClearAll={clearAll}
              className={areFiltersOpen ? 'block' : 'hidden md:block'}
            />
          </aside>

          <section className="min-w-0 flex-1" aria-label={`${heading} products`}>
            {/* Raised above the grid, whose cards are positioned, so the search box's dropdown covers them. */}
            <div className="relative z-20 mb-5 flex flex-col gap-3 rounded-2xl border border-white/10 bg-night-900/60 p-3 backdrop-blur sm:flex-row sm:items-center sm:justify-between">
              <div className="sm:max-w-sm sm:flex-1">
                <ProductSearchBox value={state.search} onSearch={(search) => update({ search })} />
              </div>
              <SortSelect value={state.sort} search={state.search} onChange={(sort) => update({ sort })} />
            </div>

            {listing.isLoading ? (
              <ProductGridSkeleton />
            ) : listing.products.length === 0 ? (
              <ListingEmptyState
                hasFailed={listing.hasFailed}
                onClearAll={clearAll}
                onRetry={listing.retry}
                correction={correction}
              />
            ) : (
              <>
                {correction}
                <ProductGrid products={listing.products} />
                {listing.hasMore && (
                  <div className="mt-8 flex justify-center">
                    <Button
                      onClick={listing.loadMore}
                      disabled={listing.isLoadingMore}
                      className="min-w-56 py-3"
                    >
                      {listing.isLoadingMore && (
                        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                      )}
                      Load More Products
                    </Button>
                  </div>
                )}
              </>
            )}
          </section>
        </div>
      </div>
      {/*
        After the grid: its first pictures are the cards' own, and the cards, created first, ask for them at the
        priority the first row needs (the same picture asked for by the backdrop first kept the backdrop's).
      */}
      <CatalogueBackdrop images={backdropImages} />
    </div>
  )
}
