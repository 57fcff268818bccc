import type { QueryClient } from '@tanstack/react-query'
import { productPagesQueryOptions } from '../../lib/products'
import { listingQueryParams, readListingState } from './listing-state'

/**
 * Starts loading the listing's first page for an address, as the collection page will ask for it, so the
 * products travel while the page's code does. A failure is left to the page, which shows its own message.
 * A series page (`seriesSlug`) lists its series; its name is asked for by the page (its reader stays out of the
 * first bundle, which holds these loaders).
 */
export function prefetchCollection(
  queryClient: QueryClient,
  url: URL,
  pathCategory: string | undefined,
  seriesSlug?: string,
): void {
  const state = readListingState(pathCategory, url.searchParams, seriesSlug)
  void queryClient.prefetchInfiniteQuery(productPagesQueryOptions(listingQueryParams(state)))
}
