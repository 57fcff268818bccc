import { formatOrderDate, paymentMethodLabel } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { OrderMoneyRows, SummaryRow } from '../../../components/order/order-money-rows'
import { formatSaving } from '../../../components/order/order-totals'

/**
 * Dates, payment method and the money: Paid On and Delivered On only once they happened, the discount code's saving
 * when one was used (the total is after it), and what was refunded.
 */
export function OrderSummary({ order }: { order: Order }) {
  const orderDate = formatOrderDate(order.createdAt)
  const paidOn = formatOrderDate(order.paidAt)
  const deliveredOn = formatOrderDate(order.deliveredAt)
  return (
    <dl className="space-y-3 text-sm">
      {orderDate && <SummaryRow label="Order Date" value={orderDate} />}
      {order.invoiceNumber && <SummaryRow label="Invoice Number" value={order.invoiceNumber} />}
      <SummaryRow label="Payment Method" value={paymentMethodLabel(order.paymentMethod)} />
      {paidOn && <SummaryRow label="Paid On" value={paidOn} />}
      {deliveredOn && <SummaryRow label="Delivered On" value={deliveredOn} />}
      <div className="border-t border-white/10" />
      <OrderMoneyRows
        order={order}
        itemsLabel="Items"
        discountRow={
          order.discountCode &&
          order.discountPrice > 0 && (
            <SummaryRow
              label={`Discount (${order.discountCode})`}
              value={formatSaving(order.discountPrice)}
              isSaving
            />
          )
        }
      />
      {order.refundedAmount > 0 && (
        <SummaryRow label="Refunded" value={formatSaving(order.refundedAmount)} isSaving />
      )}
    </dl>
  )
}
