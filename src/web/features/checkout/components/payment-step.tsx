import { useState } from 'react'
import { useNavigate } from 'react-router'
import { LoaderCircle, MapPin } from 'lucide-react'
import { toast } from 'sonner'
import { cartLineKey } from '@common/cart'
import { PREORDER_COD_MESSAGE } from '@common/catalogue-attributes'
import type { Order, PaymentMethod } from '@common/schemas/order'
import { Button } from '../../../components/ui/button'
import type { ShopCartItem } from '../../../lib/cart/cart-store'
import { checkoutPanelClassName, panelHeadingClassName } from '../../../components/ui/panel-styles'
import { useDiscountCode } from '../../../lib/cart/discount-code-store'
import { useCashOnDeliveryTotal } from '../../../lib/cart/shipping-quote'
import { discountForTotals, useDiscountQuote } from '../../../lib/cart/use-discount-quote'
import { useCodEligibility } from '../api/get-cod-eligibility'
import { buildOrderPayload, placeOrder } from '../api/place-order'
import { useBuyerGstin } from '../hooks/use-buyer-gstin'
import type { useIdempotencyKey } from '../hooks/use-idempotency-key'
import {
  cashOnDeliveryRefusal,
  describeOrderError,
  isSignInRequired,
  SIGN_IN_TO_ORDER_MESSAGE,
} from '../order-messages'
import {
  CART_PAYMENT_METHODS,
  COD_UNAVAILABLE_FALLBACK_MESSAGE,
  withCashOnDeliveryUnavailable,
} from '../payment-methods'
import type { ShippingChoice } from '../shipping-choice'
import { AddressLines } from './address-card'
import { BackButton } from './back-button'
import { BuyerGstinField } from './buyer-gstin-field'
import { CheckoutDiscount, OrderErrorAlert } from './checkout-discount'
import { OrderSummaryPanel } from './order-summary-panel'
import { PaymentMethodOptions } from './payment-method-options'
import { PhonePePayment } from './phonepe-payment'

interface PaymentStepProps {
  /** What this order holds: the cart, or its turn of it when a pre-order travels alone. */
  items: ShopCartItem[]
  itemCount: number
  subtotal: number
  shipping: ShippingChoice
  /** Owned by the cart screen, so that coming back to this step with the same order reuses its key. */
  idempotency: ReturnType<typeof useIdempotencyKey>
  onBack: () => void
  /** With the products the order took, which leave the cart (what waits for its own checkout stays). */
  onCashOrderPlaced: (order: Order, productIds: string[]) => void
  onPaid: (order: Order, productIds: string[]) => void
}

// Once the order is placed its own figures hold: the code can no longer be changed for it.
function placedDiscount(order: Order) {
  return order.discountCode && order.discountPrice > 0
    ? { code: order.discountCode, amount: order.discountPrice, total: order.totalPrice }
    : null
}

export function PaymentStep({
  items,
  itemCount,
  subtotal,
  shipping,
  idempotency,
  onBack,
  onCashOrderPlaced,
  onPaid,
}: PaymentStepProps) {
  const navigate = useNavigate()
  const [pickedMethod, setMethod] = useState<PaymentMethod>('COD')
  // The server's refusal of this very order on delivery (409): it holds for this step whatever the advice said.
  const [codRefusal, setCodRefusal] = useState<string | null>(null)
  const [isPlacing, setIsPlacing] = useState(false)
  const [orderError, setOrderError] = useState<string | null>(null)
  const [awaitingPayment, setAwaitingPayment] = useState<Order | null>(null)
  // The products of the order placed and waiting for its payment: those leave the cart once it is paid.
  const [placedProductIds, setPlacedProductIds] = useState<string[]>([])
  const discountCode = useDiscountCode()
  const discountQuote = useDiscountQuote(items)
  const buyerGstin = useBuyerGstin()
  const isPreorder = items.some((item) => item.isPreorder)
  // What the order would come to paid on delivery: the items after the discount, shipping and the fee.
  const codTotal = useCashOnDeliveryTotal(
    discountQuote.status === 'checking'
      ? null
      : discountQuote.status === 'applied'
        ? discountQuote.discount.total
        : subtotal,
  )
  const codAdvice = useCodEligibility(
    { amount: codTotal.amount, postalCode: shipping.address.postalCode },
    // The total is known once a code's saving and the charges are: a limit is judged on what the shopper
    // would pay. A pre-order is paid online whatever the shopper's eligibility: there is nothing to ask.
    {
      enabled: !awaitingPayment && !isPreorder && discountQuote.status !== 'checking' && codTotal.isKnown,
    },
  )
  const codUnavailable =
    codRefusal ??
    (isPreorder ? PREORDER_COD_MESSAGE : null) ??
    (codAdvice ? (codAdvice.message ?? COD_UNAVAILABLE_FALLBACK_MESSAGE) : null)
  const methods = codUnavailable
    ? withCashOnDeliveryUnavailable(CART_PAYMENT_METHODS, 'COD', codUnavailable)
    : CART_PAYMENT_METHODS
  // Cash on delivery refused: PhonePe is chosen in its place, the shopper need not pick it.
  const method: PaymentMethod = pickedMethod === 'COD' && codUnavailable ? 'PHONEPE' : pickedMethod

  const removeCode = () => {
    discountCode.removeCode()
    setOrderError(null)
  }

  const submitOrder = async () => {
    setOrderError(null)
    const gstin = buyerGstin.check()
    if (!gstin.isValid) return
    setIsPlacing(true)
    const payload = buildOrderPayload(items, shipping, method, subtotal, discountCode.code, gstin.gstin)
    const productIds = items.map(cartLineKey)
    try {
      const order = await placeOrder(payload, idempotency.keyFor(payload))
      if (method === 'COD') {
        idempotency.forget()
        onCashOrderPlaced(order, productIds)
      } else {
        setPlacedProductIds(productIds)
        setAwaitingPayment(order)
      }
    } catch (error) {
      if (isSignInRequired(error)) {
        toast.error(SIGN_IN_TO_ORDER_MESSAGE)
        await navigate('/login?returnTo=/cart')
        return
      }
      const refusal = method === 'COD' ? cashOnDeliveryRefusal(error) : null
      if (refusal) setCodRefusal(refusal)
      const message = refusal ?? describeOrderError(error)
      setOrderError(message)
      toast.error(message)
    } finally {
      setIsPlacing(false)
    }
  }

  const paid = () => {
    if (!awaitingPayment) return
    idempotency.forget()
    onPaid(awaitingPayment, placedProductIds)
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-6">
        <section aria-labelledby="ship-to-heading" className={checkoutPanelClassName}>
          <h2 id="ship-to-heading" className={`${panelHeadingClassName} flex items-center gap-2`}>
            <MapPin aria-hidden="true" className="size-5 text-accent-300" />
            Delivering to
          </h2>
          <p className="mt-3">
            <AddressLines address={shipping.address} />
          </p>
        </section>

        <section aria-labelledby="payment-heading" className={checkoutPanelClassName}>
          <h2 id="payment-heading" className={panelHeadingClassName}>
            {awaitingPayment ? 'Pay with PhonePe' : 'Payment method'}
          </h2>
          <div className="mt-5 space-y-5">
            {orderError && (
              <OrderErrorAlert
                message={orderError}
                discountCode={discountCode.code}
                onRemoveCode={removeCode}
              />
            )}
            {awaitingPayment ? (
              <>
                <p className="text-sm text-slate-300">
                  Order <span className="font-semibold text-white">{awaitingPayment.orderNumber}</span> is
                  placed. Enter your mobile number to pay for it with PhonePe.
                </p>
                <PhonePePayment order={awaitingPayment} onPaid={paid} />
              </>
            ) : (
              <>
                <PaymentMethodOptions
                  methods={methods}
                  legend="How would you like to pay?"
                  value={method}
                  onChange={setMethod}
                  disabled={isPlacing}
                />
                <BuyerGstinField gstin={buyerGstin} disabled={isPlacing} />
                <Button
                  onClick={() => void submitOrder()}
                  disabled={isPlacing}
                  className="w-full py-3 text-base"
                >
                  {isPlacing && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                  {isPlacing ? 'Processing...' : 'Place Order'}
                </Button>
              </>
            )}
          </div>
        </section>

        <BackButton label="Back to Address" onClick={onBack} />
      </div>

      <OrderSummaryPanel
        items={items}
        itemCount={itemCount}
        subtotal={subtotal}
        discount={awaitingPayment ? placedDiscount(awaitingPayment) : discountForTotals(discountQuote)}
        paymentMethod={method}
        placed={awaitingPayment}
      >
        {!awaitingPayment && discountQuote.status !== 'none' && (
          <CheckoutDiscount quote={discountQuote} onRemove={removeCode} />
        )}
      </OrderSummaryPanel>
    </div>
  )
}
