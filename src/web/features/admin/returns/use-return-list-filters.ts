import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { parseWholeNumber } from '@common/schemas/text-values'
import { RETURN_STATUSES, type ReturnStatus } from '@common/schemas/returns'
import { RETURN_STATUS_PARAM } from '../shared/tab-links'
import type { ReturnListParams } from './api/get-returns'

// Prefixed, because the whole dashboard shares one query string and other tabs keep their own filters.
const PAGE_PARAM = 'returnPage'

function isReturnStatus(value: string | null): value is ReturnStatus {
  return (RETURN_STATUSES as readonly (string | null)[]).includes(value)
}

/**
 * The returns tab's status filter and page, kept in the address (replacing the entry): coming back from an order, or
 * following a link from one, shows the same list.
 */
export function useReturnListFilters(): [ReturnListParams, (change: Partial<ReturnListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const status = searchParams.get(RETURN_STATUS_PARAM)
  const page = parseWholeNumber(searchParams.get(PAGE_PARAM))
  const filters: ReturnListParams = {
    status: isReturnStatus(status) ? status : '',
    page: page !== undefined && page >= 1 ? page : 1,
  }

  const setFilters = useCallback(
    (change: Partial<ReturnListParams>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          if (change.status !== undefined) {
            if (change.status === '') params.delete(RETURN_STATUS_PARAM)
            else params.set(RETURN_STATUS_PARAM, change.status)
          }
          // Another filter starts again from its first page.
          const nextPage = change.page ?? (change.status !== undefined ? 1 : undefined)
          if (nextPage !== undefined) {
            if (nextPage > 1) params.set(PAGE_PARAM, String(nextPage))
            else params.delete(PAGE_PARAM)
          }
          return params
        },
        { replace: true },
      ),
    [setSearchParams],
  )

  return [filters, setFilters]
}
