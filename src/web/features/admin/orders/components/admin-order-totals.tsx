import { formatRupees } from '@common/money'
import { orderTaxLabel } from '@common/order-display'
import type { Order } from '@common/schemas/order'

/**
 * Subtotal, Shipping, Tax ("GST (included)" for an order with GST figures: inside the total, not added to it), the
 * discount a code took off (only when one did) and Total, in rupees like every other screen (never dollars). The total
 * already has the discount taken off.
 */
export function AdminOrderTotals({ order }: { order: Order }) {
  const rows = [
    ['Subtotal', order.itemsPrice],
    ['Shipping', order.shippingPrice],
    [orderTaxLabel(order), order.taxPrice],
  ] as const
  const hasDiscount = order.discountPrice > 0
  return (
    <dl className="mt-5 space-y-2 border-t border-white/10 pt-4 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-400">{label}</dt>
          <dd className="text-slate-100">{formatRupees(amount)}</dd>
        </div>
      ))}
      {hasDiscount && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">
            Discount
            {order.discountCode && (
              <>
                {' '}
                (<span className="font-mono text-emerald-300">{order.discountCode}</span>)
              </>
            )}
          </dt>
          <dd className="text-emerald-300">
            <span aria-hidden="true">−</span>
            <span className="sr-only">minus </span>
            {formatRupees(order.discountPrice)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-white/10 pt-3 text-base font-bold text-white">
        <dt>Total</dt>
        <dd>{formatRupees(order.totalPrice)}</dd>
      </div>
    </dl>
  )
}
