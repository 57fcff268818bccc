import { useCallback, useId, useState, type ComponentType } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, SlidersHorizontal } from 'lucide-react'
import { seriesPageTitle, seriesSlug } from '@common/catalogue-attributes'
import { LISTING_BACKGROUND_IMAGE_COUNT } from '@common/constants'
import { isApiError } from '../../../api/api-error'
import { backdropImagesOf, CatalogueBackdrop } from '../../../components/product/catalogue-backdrop'
import { Button } from '../../../components/ui/button'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useProductFacets } from '../api/get-product-facets'
import { seriesSummaryQueryOptions } from '../api/get-series-summary'
import { DidYouMean } from '../components/did-you-mean'
import { FilterChips } from '../components/filter-chips'
import { FilterPanel } from '../components/filter-panel'
import { FilterSheet } from '../components/filter-sheet'
import { ListingEmptyState } from '../components/listing-empty-state'
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid'
import { ProductSearchBox } from '../components/product-search-box'
import { SortSelect } from '../components/sort-select'
import { useListingState } from '../hooks/use-listing-state'
import { useProductPages } from '../hooks/use-product-pages'
import { activeFilterChips } from '../listing-filters'
import { changeListing, listingHref } from '../listing-state'
import { collectionHeading, isKnownCollection } from '@common/collections'

/** /collections and /collections/:category: filters, sort and the product grid, page after page. */
export function CollectionPage() {
  return <ListingPage />
}

/**
 * /collections/series/:slug: the listing fixed to one series, under the series' name; the other filters work
 * on it as on any listing. A series the shop does not have (404 "Series not found") is the not-found page, which
 * app/ hands in (a feature does not import another's).
 */
export function SeriesPage({ NotFound }: { NotFound: ComponentType }) {
  const { slug = '' } = useParams()
  const [searchParams] = useSearchParams()
  const series = seriesSlug(slug)
  const summary = useQuery({ ...seriesSummaryQueryOptions(series), enabled: series !== '' })
  const isNotFound =
    series === '' ||
    !isKnownCollection(searchParams.get('category')) ||
    (isApiError(summary.error) && summary.error.status === 404)
  if (isNotFound) return <NotFound />
  return <ListingPage series={{ name: summary.data?.name ?? null, hasFailed: summary.isError }} />
}

interface ListingPageProps {
  /** On a series page: its name (null until it comes) and whether asking for it failed; none elsewhere. */
  series?: { name: string | null; hasFailed: boolean }
}

function ListingPage({ series }: ListingPageProps) {
  const { state, update, clearAll } = useListingState()
  const listing = useProductPages(state)
  const facets = useProductFacets(state).data
  const [isSheetOpen, setIsSheetOpen] = useState(false)
  const closeSheet = useCallback(() => setIsSheetOpen(false), [])
  const panelId = useId()
  const sheetPanelId = useId()
  const isSeriesPage = series !== undefined
  // Until the series' own answer comes, its products (asked for first, by the route's loader) name it.
  const seriesName =
    series?.name ??
    listing.products.find((product) => product.seriesSlug === state.seriesPage)?.series ??
    (series?.hasFailed ? 'Series' : null)
  const heading = isSeriesPage ? seriesName : collectionHeading(state.category)
  // A series page's title is the words its server-side head gives it, so a search result and the tab agree.
  const title = !isSeriesPage
    ? collectionHeading(state.category)
    : seriesName === null
      ? 'Series'
      : seriesPageTitle(seriesName)
  useDocumentTitle(state.search ? `${title}: “${state.search}”` : title)
  const chips = activeFilterChips(state, facets)

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
          <p className="text-xs font-bold tracking-[0.2em] text-accent-300 uppercase">
            {isSeriesPage ? 'Series' : 'Collections'}
          </p>
          {heading === null ? (
            <div aria-hidden="true" className="mt-2 h-9 w-64 max-w-full animate-pulse rounded bg-night-700" />
          ) : (
            <h1 className="font-display mt-1 text-3xl text-white sm:text-4xl">{heading}</h1>
          )}
          <p className="mt-2 text-sm text-slate-300" aria-live="polite">
            {listing.isLoading ? 'Loading products…' : `${listing.totalProducts} item(s) found`}
          </p>
        </header>

        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          {/* On a phone the filters open in a sheet; from 768 px they are this side panel. */}
          <Button
            variant="ghost"
            aria-haspopup="dialog"
            aria-expanded={isSheetOpen}
            onClick={() => setIsSheetOpen(true)}
            className="w-full border border-white/15 bg-night-900/70 md:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Show Filters
            {chips.length > 0 && (
              <>
                {' '}
                <span className="sr-only">({chips.length} active)</span>
                <span
                  aria-hidden="true"
                  className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold text-white"
                >
                  {chips.length}
                </span>
              </>
            )}
          </Button>
          <aside
            className="hidden md:sticky md:top-20 md:block md:max-h-[calc(100dvh-6rem)] md:w-60 md:shrink-0 md:overflow-y-auto md:rounded-2xl"
            aria-label="Product filters"
          >
            <FilterPanel
              id={panelId}
              state={state}
              facets={facets}
              onChange={update}
              onClearAll={clearAll}
              className="rounded-2xl border border-white/10 bg-night-900/70 p-4 shadow-xl shadow-black/30 backdrop-blur"
            />
          </aside>

          <section className="min-w-0 flex-1" aria-label={`${heading ?? 'Series'} products`}>
            {/* Raised above the grid, whose cards are positioned, so the search box's dropdown covers them. */}
            <div className="relative z-20 mb-5 flex flex-col gap-3 rounded-2xl border border-white/10 bg-night-900/60 p-3 backdrop-blur sm:flex-row sm:items-center sm:justify-between">
              <div className="sm:max-w-sm sm:flex-1">
                <ProductSearchBox value={state.search} onSearch={(search) => update({ search })} />
              </div>
              <SortSelect value={state.sort} search={state.search} onChange={(sort) => update({ sort })} />
            </div>
            <FilterChips chips={chips} onChange={update} onClearAll={clearAll} />

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
      {isSheetOpen && (
        <FilterSheet
          onClose={closeSheet}
          onClearAll={clearAll}
          resultCount={listing.isLoading ? null : listing.totalProducts}
        >
          <FilterPanel
            id={sheetPanelId}
            state={state}
            facets={facets}
            onChange={update}
            onClearAll={clearAll}
            hasHeader={false}
          />
        </FilterSheet>
      )}
    </div>
  )
}
