import { useState } from 'react'
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@common/constants'
import { useDebouncedValue } from '../../../../lib/use-debounced-value'

/**
 * A search box's text, the text sent to the server after a 500 ms pause, and the page, which goes back
 * to 1 whenever the sent search (or another filter named in `resetKey`) changes.
 */
export function usePagedSearch(resetKey = '') {
  const [search, setSearch] = useState('')
  const sentSearch = useDebouncedValue(search, ADMIN_SEARCH_DEBOUNCE_MS).trim()
  const [page, setPage] = useState(1)
  const [pagedFor, setPagedFor] = useState(`${sentSearch}\n${resetKey}`)

  const current = `${sentSearch}\n${resetKey}`
  if (current !== pagedFor) {
    // Adjusting state while rendering: no request ever goes out for page 5 of a new search.
    setPagedFor(current)
    setPage(1)
  }

  return { search, setSearch, sentSearch, page: current === pagedFor ? page : 1, setPage }
}
