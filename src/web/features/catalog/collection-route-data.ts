import type { QueryClient } from '@tanstack/react-query'
import { productPagesQueryOptions } from '../../lib/products'
import { listingQueryParams, readListingState } from './listing-state'

/**
 * Starts loading the listing's first page for an address, as the collection page will ask for it, so the
 * products travel while the page's code does. A failure is left to the page, which shows its own message.
 */
export function prefetchCollection(
  queryClient: QueryClient,
  url: URL,
  pathCategory: string | undefined,
): void {
  const state = readListingState(pathCategory, url.searchParams)
  void queryClient.prefetchInfiniteQuery(productPagesQueryOptions(listingQueryParams(state)))
}
