import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import {
  ArrowLeft,
  PackageOpen,
  PackageSearch,
  PackageX,
  ReceiptText,
  RefreshCw,
  RotateCcw,
} from 'lucide-react'
import { toast } from 'sonner'
import { detailOrderNumber, formatOrderDate, resolveOrderStatus } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { Button } from '../../../components/ui/button'
import { isCancellable } from '../../../components/order/cancel-order-dialog'
import { CancellationNotice } from '../../../components/order/cancellation-notice'
import { OrderItemList } from '../../../components/order/order-item-list'
import { OrderSection } from '../../../components/order/order-section'
import { OrderTimeline } from '../../../components/order/order-timeline'
import { OrderTitle, TrackingNumber } from '../../../components/order/order-title'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../../lib/session-context'
import { useDocumentTitle } from '../../../lib/use-document-title'
import {
  adminHeadingClassName,
  adminPageClassName,
  adminPanelClassName,
  adminSectionHeadingClassName,
} from '../shared/components/admin-styles'
import { HistoryLink } from '../shared/components/history-link'
import { useAdminOrder } from '../shared/api/get-admin-order'
import { AdminOrderTotals } from './components/admin-order-totals'
import { CancelOrderControl } from './components/cancel-order-control'
import { CodConfirmationInfo } from './components/cod-confirmation-info'
import { CustomerInformation, PaymentInformation, ShippingAddressPanel } from './components/order-info-panels'
import { OrderStatusBadge } from './components/order-status-badge'
import { OrderReturnsList } from './components/order-returns-list'
import { OrderStatusForm } from './components/order-status-form'
import { PaymentStatusBadge } from './components/payment-status-badge'
import { PreorderState } from './components/preorder-state'
import { RefundForm } from './components/refund-form'
import { RefundList, type DownloadCreditNote } from './components/refund-list'
import { canMarkReturnedToOrigin, ReturnToOriginControl } from './components/return-to-origin-control'
import { ShipmentSection } from './components/shipment-section'
import { isAwaitingRelease } from './preorder-display'

const ORDERS_TAB_PATH = '/admin?tab=orders'

interface AdminOrderDetailPageProps {
  /** Saves a refund's GST credit note; app/ hands in the orders feature's PDF (features do not import each other). */
  downloadCreditNote?: DownloadCreditNote
}

/** /admin/orders/:orderId: one order, with its status to update, its cancellation and its refunds. */
export function AdminOrderDetailPage({ downloadCreditNote }: AdminOrderDetailPageProps = {}) {
  const { orderId } = useParams()
  const order = useAdminOrder(orderId)
  useDocumentTitle(order.data ? `Order #${detailOrderNumber(order.data._id)}` : 'Order Details')

  useEffect(() => {
    if (!order.isError) return
    // The id keeps one toast when the effect runs twice (Strict Mode, a quick re-render).
    toast.error('Failed to load order details', { id: 'admin-order-load-failed' })
  }, [order.isError])

  if (order.isPending && orderId) return <Spinner label="Loading order details..." showLabel />
  if (!order.data) return <OrderNotFound />
  return <OrderDetails order={order.data} downloadCreditNote={downloadCreditNote} />
}

function OrderNotFound() {
  const navigate = useNavigate()
  const location = useLocation()
  // Opened straight from a link there is no step back: the orders tab is the way out.
  const goBack = () => void (location.key === 'default' ? navigate(ORDERS_TAB_PATH) : navigate(-1))
  return (
    <section className={adminPageClassName}>
      <div className={`${adminPanelClassName} mx-auto flex max-w-lg flex-col items-center py-12 text-center`}>
        <PackageSearch aria-hidden="true" className="size-10 text-slate-500" />
        <h1 className="mt-4 text-2xl font-bold text-white">Order not found</h1>
        <Button onClick={goBack} className="mt-6">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go back
        </Button>
      </div>
    </section>
  )
}

function OrderDetails({
  order,
  downloadCreditNote,
}: {
  order: Order
  downloadCreditNote: DownloadCreditNote | undefined
}) {
  const location = useLocation()
  // Refunds, returns and the activity log are the admin's: staff run the order itself (status, delivery, cancel).
  const { isAdmin } = useSession()
  const status = resolveOrderStatus(order, 'unknown')
  const isCancelled = status === 'cancelled'
  const canCancel = isCancellable(order, status)
  const canRefund = isAdmin && order.isPaid && order.refundableAmount > 0
  const canReturnToOrigin = canMarkReturnedToOrigin(order)
  const [justCancelled, setJustCancelled] = useState(false)
  const cancellationRef = useRef<HTMLParagraphElement>(null)

  // The Cancel order button is gone once the order is cancelled: focus goes to what happened instead.
  useEffect(() => {
    if (justCancelled && isCancelled) cancellationRef.current?.focus()
  }, [justCancelled, isCancelled])
  const deliveredOn = formatOrderDate(order.deliveredAt)
  // Opened from the orders tab, the way back keeps its search, filter and page.
  const listSearch = (location.state as { ordersListSearch?: unknown } | null)?.ordersListSearch
  const backTo =
    typeof listSearch === 'string' && listSearch.startsWith('?') ? `/admin${listSearch}` : ORDERS_TAB_PATH

  return (
    <section className={adminPageClassName}>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <Link to={backTo} className={buttonClassName('ghost', '-ml-3')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Orders
        </Link>
        {isAdmin && (
          <HistoryLink entity="order" entityId={order._id} className="ring-1 ring-white/15 ring-inset" />
        )}
      </div>

      <header className="mb-6 space-y-3">
        <OrderTitle order={order} headingClassName={adminHeadingClassName} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-300">
          <OrderStatusBadge status={status} />
          <PaymentStatusBadge order={order} />
          <PreorderState order={order} />
          <TrackingNumber order={order} as="span" />
          {status === 'delivered' && deliveredOn && <span>Delivered on {deliveredOn}</span>}
        </div>
        {isCancelled && <CancellationNotice order={order} ref={cancellationRef} />}
        {status === 'returned' && (
          <p className="flex items-start gap-2 text-sm text-rose-200">
            <PackageX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
            Returned to origin: the parcel came back undelivered.
          </p>
        )}
        <CodConfirmationInfo order={order} />
        {(canCancel || canReturnToOrigin) && (
          <div className="flex flex-wrap gap-3">
            {canCancel && <CancelOrderControl order={order} onCancelled={() => setJustCancelled(true)} />}
            {canReturnToOrigin && <ReturnToOriginControl order={order} />}
          </div>
        )}
      </header>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <ShipmentSection order={order} />

          <OrderSection
            headingId="update-status-heading"
            title="Update Order Status"
            icon={RefreshCw}
            className={adminPanelClassName}
            headingClassName={adminSectionHeadingClassName}
          >
            <OrderStatusForm
              orderId={order._id}
              offersReturned={canReturnToOrigin}
              isAwaitingRelease={isAwaitingRelease(order)}
            />
          </OrderSection>

          <OrderSection
            headingId="order-items-heading"
            title="Order Items"
            icon={ReceiptText}
            className={adminPanelClassName}
            headingClassName={adminSectionHeadingClassName}
          >
            <OrderItemList items={order.orderItems} compact />
            <AdminOrderTotals order={order} />
          </OrderSection>

          {isAdmin && order.returns.length > 0 && (
            <OrderSection
              headingId="order-returns-heading"
              title="Return requests"
              icon={PackageOpen}
              className={adminPanelClassName}
              headingClassName={adminSectionHeadingClassName}
            >
              <OrderReturnsList returns={order.returns} />
            </OrderSection>
          )}

          {isAdmin && (order.refunds.length > 0 || canRefund) && (
            <OrderSection
              headingId="order-refunds-heading"
              title="Refunds"
              icon={RotateCcw}
              className={adminPanelClassName}
              headingClassName={adminSectionHeadingClassName}
            >
              {order.refunds.length > 0 ? (
                <RefundList order={order} downloadCreditNote={downloadCreditNote} />
              ) : (
                <p className="text-sm text-slate-400">No refunds yet.</p>
              )}
              {canRefund && (
                <div className="mt-6 border-t border-white/10 pt-5">
                  <RefundForm order={order} />
                </div>
              )}
            </OrderSection>
          )}
        </div>

        <div className="min-w-0 space-y-6">
          <CustomerInformation order={order} />
          <ShippingAddressPanel order={order} />
          <PaymentInformation order={order} />
          <OrderTimeline
            order={order}
            className={adminPanelClassName}
            headingClassName={adminSectionHeadingClassName}
          />
        </div>
      </div>
    </section>
  )
}
