import type { CartItem } from '@common/cart'
import { formatRupees, paiseToRupees, rupeesToPaise } from '@common/money'

/** A discount code's part in the totals: its saving and the total after it, or being checked again. */
export type TotalsDiscount =
  { code: string; amount: number; total: number } | { code: string; isChecking: true }

interface OrderTotalsProps {
  itemCount: number
  subtotal: number
  discount?: TotalsDiscount | null
}

/** A line's price times its quantity, counted in paise so that no rupee fraction is lost. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return paiseToRupees(rupeesToPaise(item.price) * item.quantity)
}

export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

/** "−₹250.00": what a discount takes off, with a true minus sign. */
export function formatSaving(rupees: number): string {
  return `\u2212${formatRupees(rupees)}`
}

export const CHECKING_DISCOUNT_TEXT = 'Checking…'

/**
 * Subtotal with the item count, the discount code's saving when one applies, Shipping "Free" and the Total. Shipping
 * and tax are 0, so the total is the subtotal, or the server's total after the discount.
 */
export function OrderTotals({ itemCount, subtotal, discount }: OrderTotalsProps) {
  const isChecking = discount !== undefined && discount !== null && 'isChecking' in discount
  const total = discount && !('isChecking' in discount) ? discount.total : subtotal
  return (
    <dl className="space-y-3 text-sm">
      <div className="flex items-center justify-between gap-4">
        <dt className="text-slate-300">
          Subtotal <span className="text-slate-400">({itemCountLabel(itemCount)})</span>
        </dt>
        <dd className="font-medium text-slate-100 tabular-nums">{formatRupees(subtotal)}</dd>
      </div>
      {discount && (
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-300">Discount ({discount.code})</dt>
          {'isChecking' in discount ? (
            <dd className="text-slate-400">{CHECKING_DISCOUNT_TEXT}</dd>
          ) : (
            <dd className="font-semibold text-emerald-300 tabular-nums">{formatSaving(discount.amount)}</dd>
          )}
        </div>
      )}
      <div className="flex items-center justify-between gap-4">
        <dt className="text-slate-300">Shipping</dt>
        <dd className="font-semibold text-emerald-300">Free</dd>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-white/10 pt-3 text-base">
        <dt className="font-semibold text-white">Total</dt>
        <dd className="text-lg font-bold text-white tabular-nums" aria-busy={isChecking}>
          {isChecking ? CHECKING_DISCOUNT_TEXT : formatRupees(total)}
        </dd>
      </div>
    </dl>
  )
}
