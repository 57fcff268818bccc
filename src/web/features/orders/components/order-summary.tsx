import { formatOrderDate, orderTaxLabel, paymentMethodLabel } from '@common/order-display'
import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { formatSaving } from '../../../components/order/order-totals'

function SummaryRow({
  label,
  value,
  emphasis = false,
  isSaving = false,
}: {
  label: string
  value: string
  emphasis?: boolean
  isSaving?: boolean
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${emphasis ? 'border-t border-white/10 pt-3 text-base' : ''}`}
    >
      <dt className={emphasis ? 'font-bold text-white' : 'text-slate-400'}>{label}</dt>
      <dd
        className={
          emphasis
            ? 'font-bold text-white'
            : isSaving
              ? 'text-right font-semibold text-emerald-300'
              : 'text-right text-slate-100'
        }
      >
        {value}
      </dd>
    </div>
  )
}

/**
 * Dates, payment method and the money: Paid On and Delivered On only once they happened, the discount code's saving
 * when one was used (the total is after it). The tax row is "GST (included)" for an order with GST figures: it is
 * inside the total, not added to it.
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
      <SummaryRow label="Items" value={formatRupees(order.itemsPrice)} />
      <SummaryRow label="Shipping" value={formatRupees(order.shippingPrice)} />
      <SummaryRow label={orderTaxLabel(order)} value={formatRupees(order.taxPrice)} />
      {order.discountCode && order.discountPrice > 0 && (
        <SummaryRow
          label={`Discount (${order.discountCode})`}
          value={formatSaving(order.discountPrice)}
          isSaving
        />
      )}
      <SummaryRow label="Total" value={formatRupees(order.totalPrice)} emphasis />
      {order.refundedAmount > 0 && (
        <SummaryRow label="Refunded" value={formatSaving(order.refundedAmount)} isSaving />
      )}
    </dl>
  )
}
