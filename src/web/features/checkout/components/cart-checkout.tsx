import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { CalendarClock } from 'lucide-react'
import { cartQuantity, cartSubtotal } from '@common/cart'
import type { Order } from '@common/schemas/order'
import { itemCountLabel } from '../../../components/order/order-totals'
import { Button } from '../../../components/ui/button'
import { checkoutPanelClassName } from '../../../components/ui/panel-styles'
import { useCart } from '../../../lib/cart/cart-store'
import { splitForCheckout } from '../../../lib/cart/checkout-split'
import { useSession } from '../../../lib/session-context'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useIdempotencyKey } from '../hooks/use-idempotency-key'
import { useShippingChoice } from '../hooks/use-shipping-choice'
import { ORDER_CONFIRMATION_PATH, toConfirmationState } from '../order-confirmation-state'
import { ORDER_PLACED_MESSAGE } from '../order-messages'
import { AddressStep } from './address-step'
import { CheckoutProgress, type CheckoutStep } from './checkout-progress'
import { OrderSuccess } from './order-success'
import { PaymentStep } from './payment-step'
import { SignInPrompt } from './sign-in-prompt'

const CART_LOGIN_PATH = '/login?returnTo=/cart'
export const STILL_IN_CART_HEADING = 'Still in your cart, for its own checkout'
export const CHECK_OUT_NEXT_TEXT = 'Check out the rest of your cart'

const STEP_TITLES: Record<CheckoutStep, string> = {
  cart: 'Shopping Cart',
  address: 'Shipping Address',
  payment: 'Payment',
  success: 'Order Placed Successfully!',
}

export interface CartCheckoutProps {
  /** The first step, the cart itself; `proceedToCheckout` moves on to the address (or to sign-in). */
  renderCart: (proceedToCheckout: () => void) => ReactNode
  /** Shown in place of any step but success while the cart is empty. */
  emptyCart: ReactNode
}

/**
 * Checkout in the cart's own screen: cart, address, payment, success. The cart step
 * and the empty cart come from the cart feature, composed in by app/routes.tsx.
 */
export function CartCheckout({ renderCart, emptyCart }: CartCheckoutProps) {
  const { user } = useSession()
  const cart = useCart()
  // A pre-order travels alone: each checkout takes the cart's next turn, the rest waits in the cart.
  const checkoutItems = splitForCheckout(cart.items).now
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

  const confirmCashOrder = async (order: Order, productIds: string[]) => {
    toast.success(ORDER_PLACED_MESSAGE)
    await navigate(ORDER_CONFIRMATION_PATH, { replace: true, state: toConfirmationState(order, 'cod') })
    cart.removeOrdered(productIds)
  }

  const showPaidOrder = (order: Order, productIds: string[]) => {
    cart.removeOrdered(productIds)
    setPaidOrder(order)
    setStep('success')
  }

  const renderStep = () => {
    if (shownStep === 'success' && paidOrder) {
      return (
        <div className="space-y-6">
          <OrderSuccess order={paidOrder} />
          {cart.items.length > 0 && (
            <StillInCart itemNames={cart.items.map((item) => item.name)} onCheckout={() => setStep('cart')} />
          )}
        </div>
      )
    }
    if (isEmpty) return emptyCart
    if (shownStep === 'cart') return renderCart(proceedToCheckout)
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
          items={checkoutItems}
          itemCount={cartQuantity(checkoutItems)}
          subtotal={cartSubtotal(checkoutItems)}
          shipping={shipping.choice}
          idempotency={idempotency}
          onBack={() => setStep('address')}
          onCashOrderPlaced={(order, productIds) => void confirmCashOrder(order, productIds)}
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
            className="scroll-mt-24 text-3xl font-bold tracking-tight text-white sm:text-4xl"
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

/** After an order, what waited for its own checkout (a pre-order travels alone) is still there: one step back to it. */
function StillInCart({ itemNames, onCheckout }: { itemNames: string[]; onCheckout: () => void }) {
  return (
    <section
      aria-labelledby="still-in-cart-heading"
      className={`${checkoutPanelClassName} mx-auto max-w-xl text-center`}
    >
      <h2
        id="still-in-cart-heading"
        className="flex items-center justify-center gap-2 text-lg font-bold text-white"
      >
        <CalendarClock aria-hidden="true" className="size-5 text-accent-300" />
        {STILL_IN_CART_HEADING}
      </h2>
      <p className="mt-2 text-sm text-slate-300">{itemNames.join(', ')}</p>
      <Button onClick={onCheckout} className="mt-5">
        {CHECK_OUT_NEXT_TEXT}
      </Button>
    </section>
  )
}
