import type { CartItem } from '@common/cart'
import { formatRupees, paiseToRupees, rupeesToPaise } from '@common/money'

interface OrderTotalsProps {
  itemCount: number
  subtotal: number
}

/** A line's price times its quantity, counted in paise so that no rupee fraction is lost. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return paiseToRupees(rupeesToPaise(item.price) * item.quantity)
}

export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

/** Subtotal with the item count, Shipping "Free" and the Total: shipping and tax are 0, so the total is the subtotal. */
export function OrderTotals({ itemCount, subtotal }: OrderTotalsProps) {
  return (
    <dl className="space-y-3 text-sm">
      <div className="flex items-center justify-between gap-4">
        <dt className="text-slate-300">
          Subtotal <span className="text-slate-400">({itemCountLabel(itemCount)})</span>
        </dt>
        <dd className="font-medium text-slate-100 tabular-nums">{formatRupees(subtotal)}</dd>
      </div>
      <div className="flex items-center justify-between gap-4">
        <dt className="text-slate-300">Shipping</dt>
        <dd className="font-semibold text-emerald-300">Free</dd>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-white/10 pt-3 text-base">
        <dt className="font-semibold text-white">Total</dt>
        <dd className="text-lg font-bold text-white tabular-nums">{formatRupees(subtotal)}</dd>
      </div>
    </dl>
  )
}
