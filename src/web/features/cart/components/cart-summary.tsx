import { ArrowRight, ShieldCheck, Truck } from 'lucide-react'
import type { ReactNode } from 'react'
import { OrderTotals, type TotalsDiscount } from '../../../components/order/order-totals'
import { Button } from '../../../components/ui/button'
import { checkoutPanelClassName, panelHeadingClassName } from '../../../components/ui/panel-styles'
import { freeShippingText, useFreeShippingOver } from '../../../lib/cart/shipping-quote'

interface CartSummaryProps {
  itemCount: number
  subtotal: number
  discount: TotalsDiscount | null
  /** The discount code field, between the totals and the way to checkout. */
  discountField: ReactNode
  /** Said in place of the usual payment line when the next order can be paid only one way (a pre-order). */
  paymentNote?: string | null
  onProceed: () => void
}

export function CartSummary({
  itemCount,
  subtotal,
  discount,
  discountField,
  paymentNote = null,
  onProceed,
}: CartSummaryProps) {
  const freeOver = useFreeShippingOver()
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className={`${checkoutPanelClassName} lg:sticky lg:top-24`}
    >
      <h2 id="cart-summary-heading" className={panelHeadingClassName}>
        Order Summary
      </h2>
      <div className="mt-5">
        <OrderTotals itemCount={itemCount} subtotal={subtotal} discount={discount} />
      </div>
      <div className="mt-5 border-t border-white/10 pt-5">{discountField}</div>
      <Button onClick={onProceed} className="mt-6 w-full py-3 text-base">
        Proceed to Checkout
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
      <ul className="mt-5 space-y-2 text-sm text-slate-400">
        {freeOver !== undefined && (
          <li className="flex items-start gap-2">
            <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
            {freeShippingText(freeOver)}
          </li>
        )}
        <li className="flex items-start gap-2">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
          {paymentNote ?? 'Secure checkout: Cash on Delivery or PhonePe'}
        </li>
      </ul>
    </section>
  )
}
