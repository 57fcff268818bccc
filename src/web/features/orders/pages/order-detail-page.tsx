import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import {
  ArrowLeft,
  MapPin,
  PackageOpen,
  PackageSearch,
  ReceiptText,
  RotateCcw,
  ShoppingBag,
  XCircle,
} from 'lucide-react'
import { toast } from 'sonner'
import { detailOrderNumber, detailOrderStatus, formatOrderDate } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { isAwaitingOnlinePayment } from '../../../lib/orders/payment-hold'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useSession } from '../../../lib/session-context'
import { useMyOrder } from '../api/get-my-order'
import { CancelMyOrderDialog } from '../components/cancel-order-dialog'
import { CodConfirmationNotice, hasCodConfirmationNotice } from '../components/cod-confirmation-notice'
import { isCancellable } from '../../../components/order/cancel-order-dialog'
import { CancellationNotice } from '../../../components/order/cancellation-notice'
import { CreditNoteButton } from '../../../components/order/credit-note-button'
import { ExpectedDelivery } from '../../../components/order/expected-delivery'
import { OrderItemList } from '../../../components/order/order-item-list'
import { OrderSection } from '../../../components/order/order-section'
import { OrderTimeline } from '../../../components/order/order-timeline'
import { OrderTitle, TrackingNumber } from '../../../components/order/order-title'
import { ShippingAddressDetails } from '../../../components/order/shipping-address-details'
import { downloadCreditNote } from '../invoice/download-credit-note'
import { DownloadInvoiceButton } from '../components/download-invoice-button'
import { OrderStatusDisplay } from '../components/order-status-display'
import { OrderRefunds } from '../components/order-refunds'
import { OrderReturns } from '../components/order-returns'
import { OrderSummary } from '../components/order-summary'
import { OrdersStatePanel } from '../components/orders-state-panel'
import { PaymentHoldPanel } from '../components/payment-hold-panel'
import { PreorderNotice } from '../components/preorder-notice'
import { ReturnRequestForm } from '../components/return-request-form'
import { useDeadlinePassed } from '../hooks/use-deadline-passed'
import { ORDER_DETAIL_LOAD_FAILED_MESSAGE } from '../orders-error-messages'
import { returnableLines } from '../returns'

const panelClassName =
  'rounded-2xl border border-white/10 bg-night-900/70 p-5 shadow-lg shadow-black/20 sm:p-6'
const sectionHeadingClassName = 'mb-5 font-sans text-lg font-bold text-white'
const addressHeadingClassName = 'mb-4 font-sans text-lg font-bold text-white'

export function OrderDetailPage() {
  const { orderId } = useParams()
  const navigate = useNavigate()
  const order = useMyOrder(orderId)
  useDocumentTitle(order.data ? `Order #${detailOrderNumber(order.data._id)}` : 'Order Details')

  useEffect(() => {
    if (!order.isError) return
    // The id keeps a single toast when the effect runs twice (Strict Mode, a quick re-render).
    toast.error(ORDER_DETAIL_LOAD_FAILED_MESSAGE, { id: 'order-detail-load-failed' })
    void navigate('/orders', { replace: true })
  }, [order.isError, navigate])

  if (order.isPending && orderId) return <Spinner label="Loading order details..." showLabel />
  if (!order.data) return <OrderNotFound />
  return <OrderDetails order={order.data} />
}

function OrderNotFound() {
  return (
    <section className="px-4 py-16">
      <OrdersStatePanel
        icon={PackageSearch}
        title="Order Not Found"
        headingLevel={1}
        actions={
          <Link to="/orders" className={buttonClassName('primary')}>
            <ShoppingBag aria-hidden="true" className="size-4" />
            View My Orders
          </Link>
        }
      >
        <p>We couldn&apos;t find the order you&apos;re looking for</p>
      </OrdersStatePanel>
    </section>
  )
}

function OrderDetails({ order }: { order: Order }) {
  const { user } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const status = detailOrderStatus(order)
  const isCancelled = status === 'cancelled'
  const canCancel = isCancellable(order, status)
  const [isCancelOpen, setIsCancelOpen] = useState(false)
  const [justCancelled, setJustCancelled] = useState(false)
  const cancellationRef = useRef<HTMLParagraphElement>(null)
  const isReturnWindowClosed = useDeadlinePassed(order.returnDeadline)
  const returnDeadline = status === 'delivered' ? formatOrderDate(order.returnDeadline) : null
  const canReturn =
    returnDeadline !== null &&
    !isReturnWindowClosed &&
    returnableLines(order).some((line) => line.returnable > 0)
  const [isReturnFormOpen, setIsReturnFormOpen] = useState(false)
  const returnButtonRef = useRef<HTMLButtonElement>(null)
  const returnFormHeadingRef = useRef<HTMLHeadingElement>(null)
  const returnsHeadingRef = useRef<HTMLHeadingElement>(null)
  const [focusAfterReturn, setFocusAfterReturn] = useState<'form' | 'button' | 'returns' | null>(null)

  // The Cancel order button is gone once the order is cancelled: focus goes to what happened instead.
  useEffect(() => {
    if (justCancelled && isCancelled) cancellationRef.current?.focus()
  }, [justCancelled, isCancelled])

  // The return form opens in the page and closes in place: focus follows it (its heading, then the button or the
  // new request's list), as it would a dialog.
  useEffect(() => {
    if (!focusAfterReturn) return
    const target = {
      form: returnFormHeadingRef,
      button: returnButtonRef,
      returns: returnsHeadingRef,
    }[focusAfterReturn].current
    if (!target) return
    target.focus()
    setFocusAfterReturn(null)
  }, [focusAfterReturn, isReturnFormOpen, order.returns.length])

  // "Back" goes one step back; opened straight from a link there is no step, so it goes to the list.
  const goBack = () => void (location.key === 'default' ? navigate('/orders') : navigate(-1))

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Button variant="ghost" onClick={goBack} className="-ml-3 mb-5">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Orders
      </Button>

      <header className="mb-8 flex flex-wrap items-end justify-between gap-5">
        <div className="min-w-0 space-y-3">
          <OrderTitle order={order} headingClassName="text-3xl text-white sm:text-4xl" />
          <OrderStatusDisplay status={status} />
          <PreorderNotice order={order} />
          {isCancelled && <CancellationNotice order={order} boxed ref={cancellationRef} />}
          {returnDeadline && (
            <p className="text-sm text-slate-300">
              {isReturnWindowClosed
                ? `The return window closed on ${returnDeadline}`
                : `You can ask for a return until ${returnDeadline}`}
            </p>
          )}
          <TrackingNumber order={order} />
          <ExpectedDelivery order={order} />
        </div>
        <div className="flex flex-wrap gap-3">
          <DownloadInvoiceButton order={order} user={user} />
          {order.refunds.map((refund) => (
            <CreditNoteButton
              key={refund._id}
              refund={refund}
              download={() => downloadCreditNote(order, refund)}
              showNumber={order.refunds.length > 1}
            />
          ))}
          {canReturn && !isReturnFormOpen && (
            <Button
              ref={returnButtonRef}
              variant="ghost"
              onClick={() => {
                setIsReturnFormOpen(true)
                setFocusAfterReturn('form')
              }}
              className="ring-1 ring-accent-400/40 ring-inset"
            >
              <PackageOpen aria-hidden="true" className="size-4 text-accent-300" />
              Return items
            </Button>
          )}
          {canCancel && (
            <Button
              variant="ghost"
              onClick={() => setIsCancelOpen(true)}
              className="ring-1 ring-rose-400/40 ring-inset"
            >
              <XCircle aria-hidden="true" className="size-4 text-rose-300" />
              Cancel order
            </Button>
          )}
        </div>
      </header>

      {isAwaitingOnlinePayment(order) && (
        <div className="mb-6">
          <PaymentHoldPanel order={order} />
        </div>
      )}

      {hasCodConfirmationNotice(order) && (
        <div className="mb-6">
          <CodConfirmationNotice order={order} />
        </div>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {canReturn && isReturnFormOpen && (
            <ReturnRequestForm
              order={order}
              headingRef={returnFormHeadingRef}
              onCancel={() => {
                setIsReturnFormOpen(false)
                setFocusAfterReturn('button')
              }}
              onRequested={() => {
                setIsReturnFormOpen(false)
                setFocusAfterReturn('returns')
              }}
            />
          )}

          <OrderSection
            headingId="order-items-heading"
            title={`Items (${order.orderItems.length})`}
            className={panelClassName}
            headingClassName={sectionHeadingClassName}
          >
            <OrderItemList items={order.orderItems} />
          </OrderSection>

          {order.returns.length > 0 && (
            <OrderSection
              headingId="order-returns-heading"
              title="Returns"
              icon={PackageOpen}
              className={panelClassName}
              headingClassName={sectionHeadingClassName}
              headingRef={returnsHeadingRef}
            >
              <OrderReturns returns={order.returns} />
            </OrderSection>
          )}

          {order.refunds.length > 0 && (
            <OrderSection
              headingId="order-refunds-heading"
              title="Refunds"
              icon={RotateCcw}
              className={panelClassName}
              headingClassName={sectionHeadingClassName}
            >
              <OrderRefunds refunds={order.refunds} />
            </OrderSection>
          )}

          <OrderTimeline
            order={order}
            className={panelClassName}
            headingClassName={sectionHeadingClassName}
          />
        </div>

        <div className="min-w-0 space-y-6">
          <OrderSection
            headingId="order-summary-heading"
            title="Order Summary"
            icon={ReceiptText}
            className={panelClassName}
            headingClassName={sectionHeadingClassName}
          >
            <OrderSummary order={order} />
          </OrderSection>

          <OrderSection
            headingId="shipping-address-heading"
            title="Shipping Address"
            icon={MapPin}
            className={panelClassName}
            headingClassName={addressHeadingClassName}
          >
            <ShippingAddressDetails address={order.shippingAddress} showContact />
          </OrderSection>
        </div>
      </div>

      <CancelMyOrderDialog
        order={order}
        isOpen={isCancelOpen}
        onClose={() => setIsCancelOpen(false)}
        onCancelled={() => {
          setIsCancelOpen(false)
          setJustCancelled(true)
        }}
      />
    </section>
  )
}
