import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { PackageSearch } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_SEARCH_DEBOUNCE_MS, ORDER_STATUSES, type OrderStatus } from '@common/constants'
import { orderStatusLabel } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { Spinner } from '../../../components/ui/spinner'
import { AdminPagination } from '../shared/components/admin-pagination'
import { AdminSearchField } from '../shared/components/admin-search-field'
import { adminPanelClassName } from '../shared/components/admin-styles'
import { ConfirmDialog } from '../shared/components/confirm-dialog'
import { type FilterOption, FilterSelect } from '../shared/components/filter-select'
import { useSession } from '../../../lib/session-context'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { type OrderPaymentFilter, useAdminOrders } from './api/get-admin-orders'
import { useMarkOrderDelivered } from './api/mark-order-delivered'
import { ExportCsvButton } from './components/export-csv-button'
import { Gstr1ExportControl } from './components/gstr1-export-control'
import { OrdersTable } from './components/orders-table'
import { ListEmpty, ListError } from '../shared/components/admin-list-states'
import { useOrderListFilters } from './use-order-list-filters'
import { failureDetail } from './failure-detail'

/** The admin's orders: searched, filtered and paged by the server, with delivery and a CSV export. */
/** All orders, or only those in one status. */
const STATUS_OPTIONS: FilterOption<OrderStatus | ''>[] = [
  { value: '', label: 'All' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) })),
]

/** All orders, online orders still waiting for their payment, or orders with money refunded. */
const PAYMENT_OPTIONS: FilterOption<OrderPaymentFilter | ''>[] = [
  { value: '', label: 'All' },
  { value: 'awaiting', label: 'Awaiting payment' },
  { value: 'refunded', label: 'Refunded' },
]

export function OrdersTab() {
  const [filters, setFilters] = useOrderListFilters()
  const { search: listSearch } = useLocation()
  const [searchText, setSearchText] = useState(filters.search)
  const settledSearch = useDebouncedValue(searchText.trim(), ADMIN_SEARCH_DEBOUNCE_MS)
  const orders = useAdminOrders(filters)
  const delivery = useMarkOrderDelivered()
  const { isAdmin } = useSession()
  const [orderToDeliver, setOrderToDeliver] = useState<Order | null>(null)

  // The server searches once typing pauses; only a changed search starts again from page 1.
  useEffect(() => {
    if (settledSearch !== filters.search) setFilters({ search: settledSearch })
  }, [settledSearch, filters.search, setFilters])

  // A page past the end (fewer results since the address was saved) falls back to the last page.
  const totalPages = orders.data?.totalPages ?? 0
  useEffect(() => {
    if (totalPages > 0 && filters.page > totalPages) setFilters({ page: totalPages })
  }, [totalPages, filters.page, setFilters])

  const confirmDelivery = () => {
    const order = orderToDeliver
    setOrderToDeliver(null)
    if (!order) return
    delivery.mutate(order._id, {
      onSuccess: () => toast.success('Order marked as delivered'),
      onError: (error) =>
        toast.error('Failed to mark order as delivered', {
          description: failureDetail(error),
        }),
    })
  }

  return (
    <section aria-labelledby="admin-orders-heading" className={adminPanelClassName}>
      <h2 id="admin-orders-heading" className="sr-only">
        Orders
      </h2>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AdminSearchField
          label="Search orders"
          placeholder="Order ID, customer ID, address or city"
          value={searchText}
          onChange={setSearchText}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <FilterSelect
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => setFilters({ status })}
          />
          <FilterSelect
            label="Payment"
            value={filters.payment}
            options={PAYMENT_OPTIONS}
            onChange={(payment) => setFilters({ payment })}
          />
          <ExportCsvButton
            filters={{ search: filters.search, status: filters.status, payment: filters.payment }}
          />
          {/* GSTR-1 lists every business buyer with the month's takings: the server answers admins only. */}
          {isAdmin && <Gstr1ExportControl />}
        </div>
      </div>

      {orders.isPending ? (
        <Spinner label="Loading orders..." showLabel />
      ) : orders.isError ? (
        <ListError message="Failed to load orders" onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <ListEmpty icon={PackageSearch}>No orders found</ListEmpty>
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-slate-400">
            {orders.data.totalOrders} {orders.data.totalOrders === 1 ? 'order' : 'orders'}
          </p>
          <div
            aria-busy={orders.isPlaceholderData}
            className={`transition-opacity ${orders.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <OrdersTable
              orders={orders.data.orders}
              deliveringOrderId={delivery.isPending ? delivery.variables : undefined}
              onMarkDelivered={setOrderToDeliver}
              listSearch={listSearch}
            />
          </div>
          <AdminPagination
            page={filters.page}
            totalPages={orders.data.totalPages}
            onPageChange={(page) => setFilters({ page })}
            label="Orders pages"
          />
        </>
      )}

      <ConfirmDialog
        isOpen={orderToDeliver !== null}
        question="Are you sure you want to mark this order as delivered?"
        confirmLabel="Mark as Delivered"
        onConfirm={confirmDelivery}
        onCancel={() => setOrderToDeliver(null)}
      />
    </section>
  )
}
