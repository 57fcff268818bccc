import { useEffect } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { lazyToast } from '../../../lib/lazy-toast'
import { productPagesQueryOptions } from '../../../lib/products'
import { listingQueryParams, type ListingState } from '../listing-state'

export const LOAD_FAILED_MESSAGE = 'Failed to load products'
export const LOAD_MORE_FAILED_MESSAGE = 'Failed to load more products'

/**
 * The listing's products, page after page. A new filter is a new query, which starts again at page 1.
 * A failed first page empties the list; a failed later page keeps what is shown.
 */
export function useProductPages(state: ListingState) {
  const query = useInfiniteQuery(productPagesQueryOptions(listingQueryParams(state)))
  const { isError, isFetchNextPageError, errorUpdatedAt } = query
  const hasFirstPageFailed = isError && !isFetchNextPageError

  useEffect(() => {
    if (!errorUpdatedAt) return
    if (isFetchNextPageError) lazyToast.error(LOAD_MORE_FAILED_MESSAGE, { id: `load-more-${errorUpdatedAt}` })
    else if (isError) lazyToast.error(LOAD_FAILED_MESSAGE, { id: `load-${errorUpdatedAt}` })
  }, [errorUpdatedAt, isError, isFetchNextPageError])

  const pages = hasFirstPageFailed ? [] : (query.data?.pages ?? [])
  const products = pages.flatMap((page) => page.products)
  const firstPage = pages[0]
  return {
    products,
    totalProducts: firstPage ? Math.max(firstPage.totalProducts, products.length) : 0,
    /** The server's corrected search text for this search, if it offers one. */
    didYouMean: firstPage?.didYouMean ?? null,
    isLoading: query.isPending,
    hasFailed: hasFirstPageFailed,
    hasMore: !hasFirstPageFailed && query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  }
}
