import { Link } from 'react-router'
import { Eye, LoaderCircle, PackageCheck } from 'lucide-react'
import { formatWholeRupees } from '@common/money'
import { detailOrderNumber, formatOrderDate, resolveOrderStatus } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { buttonClassName } from '../../../../components/ui/button-styles'
import { Button } from '../../../../components/ui/button'
import { adminTableHeadCellClassName } from '../../shared/components/admin-styles'
import { canMarkDelivered } from '../order-rules'
import { OrderStatusDot } from './order-status-dot'
import { PaymentStatusBadge } from './payment-status-badge'
import { PreorderState } from './preorder-state'
import {
  ResponsiveCell,
  responsiveBodyClassName,
  responsiveHeadClassName,
  responsiveRowClassName,
  responsiveTableClassName,
} from '../../shared/components/responsive-cell'

const COLUMNS = ['Order ID', 'Customer', 'Date', 'Total', 'Status', 'Actions'] as const

interface OrdersTableProps {
  orders: Order[]
  /** The order whose delivery is being saved: its button shows the wait. */
  deliveringOrderId: string | undefined
  onMarkDelivered: (order: Order) => void
  /** The list's own address, so the order page can lead back to the same search and page. */
  listSearch: string
}

/**
 * One page of orders: a table on a wide screen, cards on phones and tablets, so the page never scrolls
 * sideways; should the table still be wider than its card, it scrolls inside the card.
 */
export function OrdersTable({ orders, deliveringOrderId, onMarkDelivered, listSearch }: OrdersTableProps) {
  return (
    <div className="lg:overflow-x-auto">
      <table className={responsiveTableClassName}>
        <caption className="sr-only">Orders</caption>
        <thead className={responsiveHeadClassName}>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={adminTableHeadCellClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={responsiveBodyClassName}>
          {orders.map((order) => {
            const number = detailOrderNumber(order._id)
            const isDelivering = deliveringOrderId === order._id
            return (
              <tr key={order._id} className={responsiveRowClassName}>
                <ResponsiveCell label="Order ID">
                  <span className="font-mono font-semibold text-white" title={order._id}>
                    #{number}
                  </span>
                </ResponsiveCell>
                <ResponsiveCell label="Customer">
                  <CustomerCell order={order} />
                </ResponsiveCell>
                <ResponsiveCell label="Date">
                  <span className="whitespace-nowrap">{formatOrderDate(order.createdAt) ?? '—'}</span>
                </ResponsiveCell>
                <ResponsiveCell label="Total">
                  <span className="font-semibold whitespace-nowrap text-white">
                    {formatWholeRupees(order.total)}
                  </span>
                </ResponsiveCell>
                <ResponsiveCell label="Status">
                  <span className="flex flex-col items-end gap-1 lg:items-start">
                    <OrderStatusDot status={resolveOrderStatus(order, 'unknown')} />
                    <PaymentStatusBadge order={order} />
                    <PreorderState order={order} />
                  </span>
                </ResponsiveCell>
                <td className="block pt-2 lg:table-cell lg:border-b lg:border-white/5 lg:px-3 lg:py-3 lg:align-middle">
                  <div className="flex flex-wrap justify-end gap-2 lg:justify-start">
                    <Link
                      to={`/admin/orders/${order._id}`}
                      state={{ ordersListSearch: listSearch }}
                      className={buttonClassName('ghost', 'px-3 py-2 ring-1 ring-inset ring-white/15')}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                      View <span className="sr-only">order #{number}</span>
                    </Link>
                    {canMarkDelivered(order) && (
                      <Button
                        onClick={() => onMarkDelivered(order)}
                        disabled={deliveringOrderId !== undefined}
                        aria-busy={isDelivering}
                        className="px-3 py-2 whitespace-nowrap"
                      >
                        {isDelivering ? (
                          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                        ) : (
                          <PackageCheck aria-hidden="true" className="size-4" />
                        )}
                        Mark as Delivered <span className="sr-only">for order #{number}</span>
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function CustomerCell({ order }: { order: Order }) {
  const name = order.user?.name || order.shippingAddress?.fullName || 'Unknown customer'
  return (
    <span className="flex min-w-0 flex-col items-end lg:items-start">
      <span className="max-w-[12rem] truncate font-medium text-white lg:max-w-[14rem]">{name}</span>
      {order.user?.email && (
        <span className="max-w-[12rem] truncate text-xs text-slate-400 lg:max-w-[14rem]">
          {order.user.email}
        </span>
      )}
    </span>
  )
}
