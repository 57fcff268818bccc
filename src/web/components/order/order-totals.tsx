import type { CartItem } from '@common/cart'
import { formatRupees, paiseToRupees, rupeesToPaise } from '@common/money'
import type { Order, PaymentMethod } from '@common/schemas/order'
import { useShippingQuote } from '../../lib/cart/shipping-quote'

/** A discount code's part in the totals: its saving and the total after it, or being checked again. */
export type TotalsDiscount =
  { code: string; amount: number; total: number } | { code: string; isChecking: true }

interface OrderTotalsProps {
  itemCount: number
  subtotal: number
  discount?: TotalsDiscount | null
  /** How the order is to be paid, once chosen: paid on delivery, it pays the shop's fee. */
  paymentMethod?: PaymentMethod | undefined
  /** A placed order's own figures, shown instead of a quote. */
  placed?: Pick<Order, 'shippingPrice' | 'codFee' | 'totalPrice'> | null | undefined
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
/** The shop could not be asked: the order is priced, and shown, when it is placed. */
export const SHIPPING_UNKNOWN_TEXT = 'Shown when you place the order'

/**
 * Subtotal with the item count, the discount code's saving when one applies, Shipping ("Free" when nothing) and,
 * paid on delivery, the fee, from the server's quote for the items after the discount (or the placed order's own
 * figures), and the Total with them. Prices include GST: nothing is added for tax.
 */
export function OrderTotals({ itemCount, subtotal, discount, paymentMethod, placed }: OrderTotalsProps) {
  const isChecking = discount !== undefined && discount !== null && 'isChecking' in discount
  const items = discount && !('isChecking' in discount) ? discount.total : subtotal
  const quote = useShippingQuote(placed || isChecking ? null : items, paymentMethod)
  const charges = placed ?? (quote.isPlaceholderData ? undefined : quote.data)
  const isWaiting = !charges && !quote.isError
  const total = placed
    ? placed.totalPrice
    : charges && paiseToRupees(rupeesToPaise(items) + rupeesToPaise(charges.shippingPrice + charges.codFee))
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
        {charges ? (
          charges.shippingPrice === 0 ? (
            <dd className="font-semibold text-emerald-300">Free</dd>
          ) : (
            <dd className="font-medium text-slate-100 tabular-nums">{formatRupees(charges.shippingPrice)}</dd>
          )
        ) : (
          <dd className="text-right text-slate-400" aria-busy={isWaiting}>
            {isWaiting ? CHECKING_DISCOUNT_TEXT : SHIPPING_UNKNOWN_TEXT}
          </dd>
        )}
      </div>
      {charges && charges.codFee > 0 && (
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-300">Cash on delivery fee</dt>
          <dd className="font-medium text-slate-100 tabular-nums">{formatRupees(charges.codFee)}</dd>
        </div>
      )}
      <div className="flex items-center justify-between gap-4 border-t border-white/10 pt-3 text-base">
        <dt className="font-semibold text-white">Total</dt>
        <dd className="text-lg font-bold text-white tabular-nums" aria-busy={isChecking || isWaiting}>
          {total !== undefined
            ? formatRupees(total)
            : isChecking || isWaiting
              ? CHECKING_DISCOUNT_TEXT
              : `${formatRupees(items)} + shipping`}
        </dd>
      </div>
    </dl>
  )
}
