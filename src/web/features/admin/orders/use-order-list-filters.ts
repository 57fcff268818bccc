import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import type { OrderStatus } from '@common/constants'
import { isOrderStatus } from '@common/order-display'
import { ORDER_PAYMENT_FILTERS } from '@common/schemas/order'
import { parseWholeNumber } from '@common/schemas/text-values'
import type { AdminOrderListParams, OrderPaymentFilter } from './api/get-admin-orders'

// Prefixed, because the whole dashboard shares one query string and other tabs keep their own filters.
const SEARCH_PARAM = 'orderSearch'
const STATUS_PARAM = 'orderStatus'
const PAYMENT_PARAM = 'orderPayment'
const PAGE_PARAM = 'orderPage'

function isPaymentFilter(value: string | null): value is OrderPaymentFilter {
  return (ORDER_PAYMENT_FILTERS as readonly (string | null)[]).includes(value)
}

/**
 * The orders tab's search, status and payment filters and page, kept in the address (replacing the entry): coming back
 * from an order's page, or reloading, shows the same list.
 */
export function useOrderListFilters(): [
  AdminOrderListParams,
  (change: Partial<AdminOrderListParams>) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams()
  const status = searchParams.get(STATUS_PARAM)
  const payment = searchParams.get(PAYMENT_PARAM)
  const page = parseWholeNumber(searchParams.get(PAGE_PARAM))
  const filters: AdminOrderListParams = {
    search: searchParams.get(SEARCH_PARAM) ?? '',
    status: isOrderStatus(status) ? status : '',
    payment: isPaymentFilter(payment) ? payment : '',
    page: page !== undefined && page >= 1 ? page : 1,
  }

  const setFilters = useCallback(
    (change: Partial<AdminOrderListParams>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          setOrDelete(params, SEARCH_PARAM, change.search)
          setOrDelete(params, STATUS_PARAM, change.status)
          setOrDelete(params, PAYMENT_PARAM, change.payment)
          // A new search or filter starts again from its first page.
          const isNewQuery =
            change.search !== undefined || change.status !== undefined || change.payment !== undefined
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

function setOrDelete(
  params: URLSearchParams,
  name: string,
  value: string | OrderStatus | OrderPaymentFilter | undefined,
) {
  if (value === undefined) return
  if (value === '') params.delete(name)
  else params.set(name, value)
}
