import { Link } from 'react-router'
import { ArrowLeft, CalendarClock } from 'lucide-react'
import { cartLineKey, cartQuantity, cartSubtotal } from '@common/cart'
import { PREORDER_ALONE_MESSAGE, PREORDER_COD_MESSAGE } from '@common/catalogue-attributes'
import { checkoutPanelClassName, panelHeadingClassName } from '../../../components/ui/panel-styles'
import { useCart, type ShopCartItem } from '../../../lib/cart/cart-store'
import {
  checkoutTurnText,
  isPreorderCheckout,
  splitForCheckout,
  type CheckoutSplit,
} from '../../../lib/cart/checkout-split'
import { discountForTotals, useDiscountQuote } from '../../../lib/cart/use-discount-quote'
import { CartLine } from './cart-line'
import { CartSummary } from './cart-summary'
import { DiscountCodeField } from './discount-code-field'

export const PREORDER_ALONE_HEADING = 'Your pre-order checks out on its own'
export const LATER_CHECKOUT_HEADING = 'Waiting for its own checkout'

/**
 * The cart step: each line with its quantity, the way back to the collection, and the summary. A pre-order is
 * ordered on its own, so a cart mixing it with other items (or holding two pre-orders) says so and sums, and hands
 * to checkout, only what the next order takes; the rest waits below for its own turn.
 */
export function CartContents({ onProceed }: { onProceed: () => void }) {
  const cart = useCart()
  const split = splitForCheckout(cart.items)
  const quote = useDiscountQuote(split.now)
  const lines = (items: ShopCartItem[]) => (
    <ul className="divide-y divide-white/10">
      {items.map((item) => (
        <CartLine
          key={cartLineKey(item)}
          item={item}
          onQuantityChange={cart.updateQuantity}
          onRemove={cart.removeItem}
        />
      ))}
    </ul>
  )
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-4">
        {split.later.length > 0 && <PreorderAloneNotice split={split} />}
        <section aria-label="Cart items" className={checkoutPanelClassName}>
          {lines(split.now)}
        </section>
        {split.later.length > 0 && (
          <section aria-labelledby="later-checkout-heading" className={checkoutPanelClassName}>
            <h2 id="later-checkout-heading" className={`${panelHeadingClassName} mb-4`}>
              {LATER_CHECKOUT_HEADING}
            </h2>
            {lines(split.later)}
          </section>
        )}
        <Link
          to="/collections/all"
          className="inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-slate-300 transition hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Continue Shopping
        </Link>
      </div>
      <CartSummary
        itemCount={cartQuantity(split.now)}
        subtotal={cartSubtotal(split.now)}
        discount={discountForTotals(quote)}
        discountField={<DiscountCodeField items={split.now} quote={quote} />}
        paymentNote={isPreorderCheckout(split) ? PREORDER_COD_MESSAGE : null}
        onProceed={onProceed}
      />
    </div>
  )
}

function PreorderAloneNotice({ split }: { split: CheckoutSplit }) {
  return (
    <section
      aria-labelledby="preorder-alone-heading"
      className="rounded-2xl border border-accent-400/40 bg-accent-700/15 p-5 text-sm sm:p-6"
    >
      <h2
        id="preorder-alone-heading"
        className="flex items-center gap-2 font-sans text-base font-bold text-white"
      >
        <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
        {PREORDER_ALONE_HEADING}
      </h2>
      <p className="mt-2 text-slate-200">{PREORDER_ALONE_MESSAGE}</p>
      <p className="mt-2 text-slate-200">{checkoutTurnText(split)}</p>
    </section>
  )
}
