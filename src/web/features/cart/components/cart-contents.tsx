import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { checkoutPanelClassName } from '../../../components/ui/panel-styles'
import { useCart } from '../../../lib/cart/cart-store'
import { discountForTotals, useDiscountQuote } from '../../../lib/cart/use-discount-quote'
import { CartLine } from './cart-line'
import { CartSummary } from './cart-summary'
import { DiscountCodeField } from './discount-code-field'

/** The cart step: each line with its quantity, the way back to the collection, and the summary. */
export function CartContents({ onProceed }: { onProceed: () => void }) {
  const cart = useCart()
  const quote = useDiscountQuote(cart.items)
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-4">
        <section aria-label="Cart items" className={checkoutPanelClassName}>
          <ul className="divide-y divide-white/10">
            {cart.items.map((item) => (
              <CartLine
                key={item._id}
                item={item}
                onQuantityChange={cart.updateQuantity}
                onRemove={cart.removeItem}
              />
            ))}
          </ul>
        </section>
        <Link
          to="/collections/all"
          className="inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-slate-300 transition hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Continue Shopping
        </Link>
      </div>
      <CartSummary
        itemCount={cart.totalQuantity}
        subtotal={cart.subtotal}
        discount={discountForTotals(quote)}
        discountField={<DiscountCodeField items={cart.items} quote={quote} />}
        onProceed={onProceed}
      />
    </div>
  )
}
