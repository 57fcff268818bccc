import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ArrowLeft, Info, LoaderCircle, MapPin, Smartphone } from 'lucide-react'
import { toast } from 'sonner'
import { cartLineKey, cartQuantity, cartSubtotal } from '@common/cart'
import { PREORDER_COD_MESSAGE } from '@common/catalogue-attributes'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { checkoutPanelClassName, panelHeadingClassName } from '../../../components/ui/panel-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useCart } from '../../../lib/cart/cart-store'
import { checkoutTurnText, isPreorderCheckout, splitForCheckout } from '../../../lib/cart/checkout-split'
import { useDiscountCode } from '../../../lib/cart/discount-code-store'
import { useCashOnDeliveryTotal } from '../../../lib/cart/shipping-quote'
import { discountForTotals, useDiscountQuote } from '../../../lib/cart/use-discount-quote'
import { useSession } from '../../../lib/session-context'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useCodEligibility } from '../api/get-cod-eligibility'
import { buildOrderPayload, placeOrder } from '../api/place-order'
import { BuyerGstinField } from '../components/buyer-gstin-field'
import { CheckoutDiscount, OrderErrorAlert } from '../components/checkout-discount'
import { OrderSummaryPanel } from '../components/order-summary-panel'
import { PaymentMethodOptions } from '../components/payment-method-options'
import { ShippingAddressPicker } from '../components/shipping-address-picker'
import { EMPTY_CART_NOTICE, EMPTY_CART_TOAST_ID } from '../empty-cart-notice'
import { useBuyerGstin } from '../hooks/use-buyer-gstin'
import { useIdempotencyKey } from '../hooks/use-idempotency-key'
import { useShippingChoice } from '../hooks/use-shipping-choice'
import { ORDER_CONFIRMATION_PATH, toConfirmationState } from '../order-confirmation-state'
import {
  cashOnDeliveryRefusal,
  describeOrderError,
  isSignInRequired,
  ORDER_PLACED_MESSAGE,
  SELECT_ADDRESS_MESSAGE,
  SIGN_IN_TO_ORDER_MESSAGE,
} from '../order-messages'
import {
  COD_UNAVAILABLE_FALLBACK_MESSAGE,
  ONLY_CASH_ON_DELIVERY_NOTE,
  PAYMENT_PAGE_METHODS,
  withCashOnDeliveryUnavailable,
  type PaymentPageMethod,
} from '../payment-methods'

export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.'
export const PAY_ONLINE_IN_CART_TEXT = 'Pay online with PhonePe from your cart'

/** /checkout/payment: cash on delivery for now, and the order really is placed on the server. */
export function PaymentPage() {
  useDocumentTitle('Payment Method')
  const { user } = useSession()
  const cart = useCart()
  // A pre-order travels alone: this order takes the cart's next turn, the rest waits in the cart.
  const split = splitForCheckout(cart.items)
  const items = split.now
  const subtotal = cartSubtotal(items)
  const isPreorder = isPreorderCheckout(split)
  const navigate = useNavigate()
  const shipping = useShippingChoice({ enabled: user !== null })
  const idempotency = useIdempotencyKey()
  const [method, setMethod] = useState<PaymentPageMethod>('cod')
  const [isProcessing, setIsProcessing] = useState(false)
  const [orderError, setOrderError] = useState<string | null>(null)
  const discountCode = useDiscountCode()
  const discountQuote = useDiscountQuote(items)
  const buyerGstin = useBuyerGstin()
  // The rules judge what the order would come to: the items after the discount, shipping and the fee.
  const codTotal = useCashOnDeliveryTotal(
    discountQuote.status === 'checking'
      ? null
      : discountQuote.status === 'applied'
        ? discountQuote.discount.total
        : subtotal,
  )
  const codQuestion = { amount: codTotal.amount, postalCode: shipping.choice?.address.postalCode }
  // A pre-order is paid online whatever the shopper's eligibility: there is nothing to ask.
  const codAdvice = useCodEligibility(codQuestion, {
    enabled:
      user !== null &&
      items.length > 0 &&
      !isPreorder &&
      discountQuote.status !== 'checking' &&
      codTotal.isKnown,
  })
  // The server's refusal of the order on delivery (409) holds whatever the advice said, until the address or the
  // total changes (another PIN code may be served).
  const [codRefusal, setCodRefusal] = useState<{ message: string; question: string } | null>(null)
  const questionKey = `${codQuestion.amount}|${codQuestion.postalCode ?? ''}`
  const refusedMessage = codRefusal?.question === questionKey ? codRefusal.message : null
  const codUnavailable =
    refusedMessage ??
    (isPreorder ? PREORDER_COD_MESSAGE : null) ??
    (codAdvice ? (codAdvice.message ?? COD_UNAVAILABLE_FALLBACK_MESSAGE) : null)
  // Cash on delivery is the only method this page takes: refused, the shopper pays online from the cart instead.
  const methods = codUnavailable
    ? withCashOnDeliveryUnavailable(PAYMENT_PAGE_METHODS, 'cod', codUnavailable)
    : PAYMENT_PAGE_METHODS
  // Set once the order is placed, so that emptying the cart on the way out is not taken for an empty cart.
  const hasPlacedOrder = useRef(false)
  const isEmpty = cart.items.length === 0

  useEffect(() => {
    if (!isEmpty || hasPlacedOrder.current) return
    toast.info(EMPTY_CART_NOTICE, { id: EMPTY_CART_TOAST_ID })
    void navigate('/cart', { replace: true })
  }, [isEmpty, navigate])

  const placeCashOrder = async () => {
    if (!shipping.choice) {
      toast.error(SELECT_ADDRESS_MESSAGE)
      return
    }
    setOrderError(null)
    const gstin = buyerGstin.check()
    if (!gstin.isValid) return
    setIsProcessing(true)
    const payload = buildOrderPayload(items, shipping.choice, 'COD', subtotal, discountCode.code, gstin.gstin)
    const productIds = items.map(cartLineKey)
    try {
      const order = await placeOrder(payload, idempotency.keyFor(payload))
      hasPlacedOrder.current = true
      toast.success(ORDER_PLACED_MESSAGE)
      await navigate(ORDER_CONFIRMATION_PATH, { replace: true, state: toConfirmationState(order, method) })
      cart.removeOrdered(productIds)
    } catch (error) {
      if (isSignInRequired(error)) {
        toast.error(SIGN_IN_TO_ORDER_MESSAGE)
        await navigate('/login?returnTo=/checkout/payment')
        return
      }
      const refusal = cashOnDeliveryRefusal(error)
      if (refusal) setCodRefusal({ message: refusal, question: questionKey })
      setOrderError(refusal ?? describeOrderError(error))
      toast.error(PAYMENT_FAILED_MESSAGE)
    } finally {
      setIsProcessing(false)
    }
  }

  const removeCode = () => {
    discountCode.removeCode()
    setOrderError(null)
  }

  if (isEmpty) return <Spinner label="Checking your cart" />

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-white sm:text-4xl">Payment Method</h1>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          <section aria-label="Payment options" className={checkoutPanelClassName}>
            <PaymentMethodOptions
              methods={methods}
              legend="Choose a payment method"
              isLegendVisible={false}
              value={method}
              onChange={setMethod}
              disabled={isProcessing}
            />
            {codUnavailable ? (
              <Link to="/cart" className={buttonClassName('primary', 'mt-4 w-full')}>
                <Smartphone aria-hidden="true" className="size-4" />
                {PAY_ONLINE_IN_CART_TEXT}
              </Link>
            ) : (
              <p className="mt-4 flex items-start gap-2 text-sm text-slate-400">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-violet-400" />
                {ONLY_CASH_ON_DELIVERY_NOTE}
              </p>
            )}
          </section>

          <section aria-labelledby="delivery-address-heading" className={checkoutPanelClassName}>
            <h2
              id="delivery-address-heading"
              className={`${panelHeadingClassName} mb-5 flex items-center gap-2`}
            >
              <MapPin aria-hidden="true" className="size-5 text-accent-300" />
              Delivery Address
            </h2>
            <ShippingAddressPicker shipping={shipping} shopper={user} />
          </section>
        </div>

        <div className="lg:sticky lg:top-24">
          <OrderSummaryPanel
            items={items}
            itemCount={cartQuantity(items)}
            subtotal={subtotal}
            discount={discountForTotals(discountQuote)}
            paymentMethod="COD"
          >
            {split.later.length > 0 && <p className="text-sm text-slate-300">{checkoutTurnText(split)}</p>}
            <CheckoutDiscount quote={discountQuote} onRemove={removeCode} />
            <BuyerGstinField gstin={buyerGstin} disabled={isProcessing} />
            {orderError && (
              <OrderErrorAlert
                message={orderError}
                discountCode={discountCode.code}
                onRemoveCode={removeCode}
              />
            )}
            <Button
              onClick={() => void placeCashOrder()}
              disabled={isProcessing || codUnavailable !== null}
              className="w-full py-3 text-base"
            >
              {isProcessing && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {isProcessing ? 'Processing...' : 'Place Order'}
            </Button>
            <Link to="/cart" className={buttonClassName('ghost', 'w-full border border-white/15')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Cart
            </Link>
          </OrderSummaryPanel>
        </div>
      </div>
    </section>
  )
}
