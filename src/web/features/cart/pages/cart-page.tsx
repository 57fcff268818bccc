import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { toast } from 'sonner'
import type { Order } from '@common/schemas/order'
import { useIdempotencyKey } from '../../../components/checkout/idempotency-key'
import { ORDER_PLACED_MESSAGE } from '../../../components/checkout/order-messages'
import { itemCountLabel } from '../../../components/checkout/order-totals'
import {
  ORDER_CONFIRMATION_PATH,
  toConfirmationState,
} from '../../../components/checkout/order-confirmation-state'
import { useShippingChoice } from '../../../components/checkout/use-shipping-choice'
import { checkoutPanelClassName } from '../../../components/checkout/panel-styles'
import { useCart } from '../../../lib/cart/cart-store'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useSession } from '../../../lib/session-context'
import { AddressStep } from '../components/address-step'
import { CartLine } from '../components/cart-line'
import { CartSummary } from '../components/cart-summary'
import { CheckoutProgress, type CheckoutStep } from '../components/checkout-progress'
import { EmptyCart } from '../components/empty-cart'
import { OrderSuccess } from '../components/order-success'
import { PaymentStep } from '../components/payment-step'
import { SignInPrompt } from '../components/sign-in-prompt'

export const CART_LOGIN_PATH = '/login?returnTo=/cart'

const STEP_TITLES: Record<CheckoutStep, string> = {
  cart: 'Shopping Cart',
  address: 'Shipping Address',
  payment: 'Payment',
  success: 'Order Placed Successfully!',
}

/** The cart and, in the same screen, checkout: address, payment, success (checkout-and-admin.md §2). */
export function CartPage() {
  const { user } = useSession()
  const cart = useCart()
  const navigate = useNavigate()
  const [step, setStep] = useState<CheckoutStep>('cart')
  const [paidOrder, setPaidOrder] = useState<Order | null>(null)
  const idempotency = useIdempotencyKey()
  const shipping = useShippingChoice({ enabled: user !== null && step !== 'cart' })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const previousStep = useRef(step)

  // The payment step needs an address: if the chosen one vanished (deleted in another tab), choose again.
  const shownStep: CheckoutStep = step === 'payment' && !shipping.choice ? 'address' : step
  const isEmpty = cart.items.length === 0 && shownStep !== 'success'
  const title = isEmpty ? STEP_TITLES.cart : STEP_TITLES[shownStep]
  useDocumentTitle(title)

  // Each step replaces the previous one in place: move focus and scroll to its heading, as a new page would.
  useEffect(() => {
    if (previousStep.current === step) return
    previousStep.current = step
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView?.({ block: 'start' })
  }, [step])

  const proceedToCheckout = () => {
    if (!user) {
      void navigate(CART_LOGIN_PATH)
      return
    }
    setStep('address')
  }

  const confirmCashOrder = async (order: Order) => {
    toast.success(ORDER_PLACED_MESSAGE)
    await navigate(ORDER_CONFIRMATION_PATH, { replace: true, state: toConfirmationState(order, 'cod') })
    cart.clearCart()
  }

  const showPaidOrder = (order: Order) => {
    cart.clearCart()
    setPaidOrder(order)
    setStep('success')
  }

  const renderStep = () => {
    if (shownStep === 'success' && paidOrder) return <OrderSuccess order={paidOrder} />
    if (isEmpty) return <EmptyCart />
    if (shownStep === 'cart') {
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
            onProceed={proceedToCheckout}
          />
        </div>
      )
    }
    // The session can end mid-checkout (signed out in another tab): ask to sign in again.
    if (!user) {
      return (
        <div className={`${checkoutPanelClassName} mx-auto max-w-xl`}>
          <SignInPrompt />
        </div>
      )
    }
    if (shownStep === 'payment' && shipping.choice) {
      return (
        <PaymentStep
          items={cart.items}
          itemCount={cart.totalQuantity}
          subtotal={cart.subtotal}
          shipping={shipping.choice}
          idempotency={idempotency}
          onBack={() => setStep('address')}
          onCashOrderPlaced={(order) => void confirmCashOrder(order)}
          onPaid={showPaidOrder}
        />
      )
    }
    return (
      <div className="mx-auto max-w-3xl">
        <AddressStep
          shipping={shipping}
          shopper={user}
          onBack={() => setStep('cart')}
          onContinue={() => setStep('payment')}
        />
      </div>
    )
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-3xl font-bold tracking-tight text-white outline-none sm:text-4xl"
          >
            {title}
          </h1>
          {shownStep === 'cart' && !isEmpty && (
            <p className="mt-2 text-sm text-slate-400">{itemCountLabel(cart.totalQuantity)} in your cart</p>
          )}
        </div>
        {!isEmpty && <CheckoutProgress current={shownStep} />}
      </div>

      {renderStep()}
    </section>
  )
}
