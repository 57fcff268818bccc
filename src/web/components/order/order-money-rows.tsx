import type { ReactNode } from 'react'
import { formatRupees } from '@common/money'
import { orderTaxLabel } from '@common/order-display'
import type { Order } from '@common/schemas/order'

/** One label and value of an order's summary: `emphasis` for the total, `isSaving` for what was taken off. */
export function SummaryRow({
  label,
  value,
  emphasis = false,
  isSaving = false,
}: {
  label: ReactNode
  value: ReactNode
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
 * An order's money as both order pages list it, in rupees: the items (`itemsLabel`: "Items" for the shopper,
 * "Subtotal" for the admin), shipping, the cash-on-delivery fee when one was charged, tax ("GST (included)" for an order with GST figures: inside the total, not
 * added to it), the page's `discountRow` when a code took something off, and the total, which is after the discount.
 */
export function OrderMoneyRows({
  order,
  itemsLabel,
  discountRow,
}: {
  order: Order
  itemsLabel: string
  discountRow: ReactNode
}) {
  return (
    <>
      <SummaryRow label={itemsLabel} value={formatRupees(order.itemsPrice)} />
      <SummaryRow label="Shipping" value={formatRupees(order.shippingPrice)} />
      {order.codFee > 0 && <SummaryRow label="Cash on delivery fee" value={formatRupees(order.codFee)} />}
      <SummaryRow label={orderTaxLabel(order)} value={formatRupees(order.taxPrice)} />
      {discountRow}
      <SummaryRow label="Total" value={formatRupees(order.totalPrice)} emphasis />
    </>
  )
}
