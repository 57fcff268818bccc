import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import type { OrderStatus } from '@common/constants'
import { isOrderStatus } from '@common/order-display'
import { parseWholeNumber } from '@common/schemas/text-values'
import type { AdminOrderListParams } from './api/get-admin-orders'

// Prefixed, because the whole dashboard shares one query string and other tabs keep their own filters.
const SEARCH_PARAM = 'orderSearch'
const STATUS_PARAM = 'orderStatus'
const PAGE_PARAM = 'orderPage'

/**
 * The orders tab's search, status filter and page, kept in the address (replacing the entry): coming back
 * from an order's page, or reloading, shows the same list.
 */
export function useOrderListFilters(): [
  AdminOrderListParams,
  (change: Partial<AdminOrderListParams>) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams()
  const status = searchParams.get(STATUS_PARAM)
  const page = parseWholeNumber(searchParams.get(PAGE_PARAM))
  const filters: AdminOrderListParams = {
    search: searchParams.get(SEARCH_PARAM) ?? '',
    status: isOrderStatus(status) ? status : '',
    page: page !== undefined && page >= 1 ? page : 1,
  }

  const setFilters = useCallback(
    (change: Partial<AdminOrderListParams>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          setOrDelete(params, SEARCH_PARAM, change.search)
          setOrDelete(params, STATUS_PARAM, change.status)
          // A new search or filter starts again from its first page.
          const isNewQuery = change.search !== undefined || change.status !== undefined
          const nextPage = change.page ?? (isNewQuery ? 1 : undefined)
          if (nextPage !== undefined) setOrDelete(params, PAGE_PARAM, nextPage > 1 ? String(nextPage) : '')
          return params
        },
        { replace: true },
      ),
    [setSearchParams],
  )

  return [filters, setFilters]
}

function setOrDelete(params: URLSearchParams, name: string, value: string | OrderStatus | undefined) {
  if (value === undefined) return
  if (value === '') params.delete(name)
  else params.set(name, value)
}
