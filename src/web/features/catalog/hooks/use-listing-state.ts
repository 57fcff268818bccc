import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { KEEP_FOCUS_STATE } from '../../../lib/navigation-focus'
import {
  changeListing,
  listingHref,
  readListingState,
  type ListingState,
  type ListingUpdate,
} from '../listing-state'

/**
 * The listing's filters, read from and written to the address. Every change is a new history entry,
 * so back and forward step through the shopper's filters. A change updates the page in place, even when the
 * category in the path changes: focus stays on the filter, sort or search that made it.
 *
 * A navigation renders as a transition, which on a slow phone can come after the shopper's next tick: each change
 * starts from the last one asked for (until the page shows it), so two filters ticked quickly both stay.
 */
export function useListingState() {
  const { category: pathCategory, slug } = useParams()
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const state = useMemo(
    () => readListingState(pathCategory, searchParams, slug),
    [pathCategory, searchParams, slug],
  )

  /** The changes asked for that the page does not show yet, oldest first. */
  const inFlight = useRef<{ href: string; state: ListingState }[]>([])
  const shownHref = `${location.pathname}${location.search}`
  useEffect(() => {
    // The page shows one of them (those before it are done), or an address of its own (back, a link): start anew.
    const index = inFlight.current.findIndex((entry) => entry.href === shownHref)
    inFlight.current = index === -1 ? [] : inFlight.current.slice(index + 1)
  }, [location.key, shownHref])

  const go = useCallback(
    (next: ListingState, href: string) => {
      inFlight.current.push({ href, state: next })
      void navigate(href, { state: KEEP_FOCUS_STATE })
    },
    [navigate],
  )

  const update = useCallback(
    (change: ListingUpdate) => {
      const current = inFlight.current.at(-1)?.state ?? state
      const next = changeListing(current, typeof change === 'function' ? change(current) : change)
      go(next, listingHref(next, next.isCategoryInPath))
    },
    [go, state],
  )

  /** "Clear all": no category, sort, search or filter left in the address; a series page stays on its series. */
  const seriesPage = state.seriesPage
  const clearAll = useCallback(() => {
    const cleared = readListingState(undefined, new URLSearchParams(), seriesPage)
    go(cleared, listingHref(cleared, false))
  }, [go, seriesPage])

  return { state, update, clearAll }
}
