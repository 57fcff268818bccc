import { useState } from 'react'
import { Link } from 'react-router'
import { ChevronRight, PackageOpen } from 'lucide-react'
import { formatRupees } from '@common/money'
import { detailOrderNumber, formatOrderDate } from '@common/order-display'
import { Spinner } from '../../../../components/ui/spinner'
import { AdminPagination } from '../../shared/components/admin-pagination'
import { adminPanelClassName } from '../../shared/components/admin-styles'
import { useUserOrders } from '../api/get-user-orders'
import { ListEmpty, ListError } from '../../shared/components/admin-list-states'
import { OrderStatusPill } from './order-status-pill'

/** The customer's orders, newest first and paged, each leading to the admin order screen. */
export function UserOrdersPanel({ userId }: { userId: string }) {
  const [page, setPage] = useState(1)
  const orders = useUserOrders(userId, page)
  const total = orders.data?.totalOrders

  return (
    <section aria-labelledby="user-orders-heading" className={adminPanelClassName}>
      <h2 id="user-orders-heading" className="text-lg font-semibold text-white">
        {total === undefined ? 'Orders' : `Orders (${total})`}
      </h2>

      {orders.isPending ? (
        <Spinner label="Loading orders" />
      ) : orders.isError ? (
        <ListError message="Failed to load orders" onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <ListEmpty icon={PackageOpen}>No orders yet</ListEmpty>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-white/5" aria-busy={orders.isPlaceholderData || undefined}>
            {orders.data.orders.map((order) => (
              <li key={order._id}>
                <Link
                  to={`/admin/orders/${order._id}`}
                  className="flex items-center gap-3 rounded-lg px-2 py-3 transition hover:bg-white/5"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold whitespace-nowrap text-white">
                      Order #{detailOrderNumber(order._id)}
                    </span>
                    <span className="block text-sm text-slate-400">
                      {formatOrderDate(order.createdAt) ?? '—'}
                    </span>
                  </span>
                  {/* Total over status, so a row keeps to two lines on a phone. */}
                  <span className="flex flex-col items-end gap-1.5">
                    <span className="font-semibold text-white tabular-nums">
                      {formatRupees(order.totalPrice)}
                    </span>
                    <OrderStatusPill status={order.status} />
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
                </Link>
              </li>
            ))}
          </ul>
          <AdminPagination
            page={page}
            totalPages={orders.data.totalPages}
            onPageChange={setPage}
            label="Orders pages"
          />
        </>
      )}
    </section>
  )
}
