import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'

/** Subtotal, Shipping, Tax and Total, in rupees like every other screen (never dollars). */
export function AdminOrderTotals({ order }: { order: Order }) {
  const rows = [
    ['Subtotal', order.itemsPrice],
    ['Shipping', order.shippingPrice],
    ['Tax', order.taxPrice],
  ] as const
  return (
    <dl className="mt-5 space-y-2 border-t border-white/10 pt-4 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-400">{label}</dt>
          <dd className="text-slate-100">{formatRupees(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-white/10 pt-3 text-base font-bold text-white">
        <dt>Total</dt>
        <dd>{formatRupees(order.totalPrice)}</dd>
      </div>
    </dl>
  )
}
