import { isOrderStatus } from '@common/order-display'
import { ORDER_PAYMENT_FILTERS } from '@common/schemas/order'
import { useListFiltersInAddress, type ListParamNames } from '../shared/hooks/use-list-filters-in-address'
import type { AdminOrderListParams, OrderPaymentFilter } from './api/get-admin-orders'

// Prefixed, because the whole dashboard shares one query string and other tabs keep their own filters.
const PARAM_NAMES: ListParamNames<AdminOrderListParams> = {
  search: 'orderSearch',
  status: 'orderStatus',
  payment: 'orderPayment',
  page: 'orderPage',
}

function isPaymentFilter(value: string): value is OrderPaymentFilter {
  return (ORDER_PAYMENT_FILTERS as readonly string[]).includes(value)
}

/**
 * The orders tab's search, status and payment filters and page, kept in the address (replacing the entry): coming back
 * from an order's page, or reloading, shows the same list.
 */
export function useOrderListFilters(): [
  AdminOrderListParams,
  (change: Partial<AdminOrderListParams>) => void,
] {
  return useListFiltersInAddress<AdminOrderListParams>(PARAM_NAMES, ({ search, status, payment }) => ({
    search,
    status: isOrderStatus(status) ? status : '',
    payment: isPaymentFilter(payment) ? payment : '',
  }))
}
