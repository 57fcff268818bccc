import { useCallback, useMemo } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { KEEP_FOCUS_STATE } from '../../../lib/navigation-focus'
import { changeListing, listingHref, readListingState, type ListingChange } from '../listing-state'

/**
 * The listing's filters, read from and written to the address. Every change is a new history entry,
 * so back and forward step through the shopper's filters. A change updates the page in place, even when the
 * category in the path changes: focus stays on the filter, sort or search that made it.
 */
export function useListingState() {
  const { category: pathCategory } = useParams()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const state = useMemo(() => readListingState(pathCategory, searchParams), [pathCategory, searchParams])

  const update = useCallback(
    (change: ListingChange) => {
      void navigate(listingHref(changeListing(state, change), state.isCategoryInPath), {
        state: KEEP_FOCUS_STATE,
      })
    },
    [navigate, state],
  )

  /** "Clear all": no category, sort, search or stock filter left in the address. */
  const clearAll = useCallback(() => {
    void navigate('/collections', { state: KEEP_FOCUS_STATE })
  }, [navigate])

  return { state, update, clearAll }
}
