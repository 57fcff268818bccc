import { Link } from 'react-router'
import { ChevronRight, Clock, MapPin } from 'lucide-react'
import {
  PAYMENT_STATUS_LABELS,
  displayedPaymentStatus,
  formatAddressLine,
  formatOrderDate,
  listOrderNumber,
  listOrderStatus,
  type DisplayedPaymentStatus,
} from '@common/order-display'
import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { ProductImage } from '../../../components/product/product-image'
import { buttonClassName } from '../../../components/ui/button-styles'
import { formatTimeLeft, isAwaitingOnlinePayment } from '../../../lib/orders/payment-hold'
import { useCountdown } from '../../../lib/use-countdown'
import { cancellationText } from '../../../components/order/cancellation-notice'
import { ExpectedDelivery } from '../../../components/order/expected-delivery'
import { TrackingNumber } from '../../../components/order/order-title'
import { OrderStatusBadge } from './order-status-badge'
import { PreorderNotice } from './preorder-notice'

const ITEMS_SHOWN_ON_CARD = 3

function itemQuantity(item: Order['orderItems'][number]): number {
  return item.qty || item.quantity || 0
}

/** "Saved ₹250.00 with FESTIVE20", under a total that is already after the discount. */
export function savedWithCodeText(discountRupees: number, code: string): string {
  return `Saved ${formatRupees(discountRupees)} with ${code}`
}

const PAYMENT_STATUS_CLASSES: Record<DisplayedPaymentStatus, string> = {
  completed: 'font-medium text-emerald-300',
  pending: 'font-medium text-amber-200',
  refunded: 'font-medium text-sky-300',
  partially_refunded: 'font-medium text-sky-300',
}

/**
 * One order on My Orders; the whole card opens the order. An unpaid online order whose items are still held for it
 * has a strip under the card with the time left and "Pay now", and an order with a tracking number one with the
 * carrier's tracking link and, on its way, the day it is expected (a link cannot hold another, so they sit outside).
 */
export function OrderCard({ order }: { order: Order }) {
  const isAwaitingPayment = isAwaitingOnlinePayment(order)
  const hasTracking = !isAwaitingPayment && Boolean(order.tracking ?? order.trackingNumber)
  return (
    <div>
      <OrderCardLink order={order} hasStrip={isAwaitingPayment || hasTracking} />
      {isAwaitingPayment && <PayNowStrip order={order} />}
      {hasTracking && (
        <div className="space-y-1.5 rounded-b-2xl border border-t-0 border-sky-300/25 bg-sky-400/10 px-5 py-3 sm:px-6">
          <TrackingNumber order={order} />
          <ExpectedDelivery order={order} />
        </div>
      )}
    </div>
  )
}

function PayNowStrip({ order }: { order: Order }) {
  const timeLeft = useCountdown(order.holdExpiresAt) ?? 0
  const number = listOrderNumber(order._id)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-b-2xl border border-t-0 border-amber-300/30 bg-amber-400/10 px-5 py-3 sm:px-6">
      <p className="flex items-center gap-2 text-sm text-amber-100">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-amber-200" />
        {timeLeft > 0 ? (
          <span>
            Complete your payment within{' '}
            <span className="font-mono font-bold text-white tabular-nums">{formatTimeLeft(timeLeft)}</span> to
            keep your items
          </span>
        ) : (
          <span>The time to pay has run out</span>
        )}
      </p>
      {timeLeft > 0 && (
        <Link to={`/orders/${order._id}`} className={buttonClassName('primary', 'px-3 py-2')}>
          Pay now <span className="sr-only">for order #{number}</span>
        </Link>
      )}
    </div>
  )
}

function OrderCardLink({ order, hasStrip }: { order: Order; hasStrip: boolean }) {
  const items = order.orderItems ?? []
  const shownItems = items.slice(0, ITEMS_SHOWN_ON_CARD)
  const hiddenCount = items.length - shownItems.length
  const unitCount = items.reduce((sum, item) => sum + itemQuantity(item), 0)
  const paymentStatus = displayedPaymentStatus(order)
  const isCancelled = listOrderStatus(order) === 'cancelled'
  const placedOn = formatOrderDate(order.createdAt)
  const addressLine = formatAddressLine(order.shippingAddress)

  return (
    <Link
      to={`/orders/${order._id}`}
      className={`group block border border-white/10 bg-night-900/70 p-5 shadow-lg shadow-black/20 transition hover:border-accent-400/50 hover:bg-night-900 sm:p-6 ${hasStrip ? 'rounded-t-2xl' : 'rounded-2xl'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-sans text-lg font-bold tracking-tight text-white">
            Order #{listOrderNumber(order._id)}
          </h2>
          {placedOn && <p className="mt-0.5 text-sm text-slate-400">Placed on {placedOn}</p>}
        </div>
        <OrderStatusBadge status={listOrderStatus(order)} />
      </div>
      <PreorderNotice order={order} className="mt-3" />
      {isCancelled && (order.cancelledAt || order.cancelReason) && (
        <p className="mt-3 text-sm break-words text-rose-200">{cancellationText(order)}</p>
      )}

      <ul className="mt-4 space-y-2.5" aria-label="Items">
        {shownItems.map((item) => (
          <li key={item._id} className="flex items-center gap-3">
            <ProductImage
              src={item.image}
              alt=""
              loading="lazy"
              sizes="48px"
              className="size-12 shrink-0 rounded-lg bg-night-800 object-cover"
            />
            <span className="min-w-0 flex-1 truncate text-sm text-slate-200">{item.name}</span>
            <span className="shrink-0 text-sm text-slate-400">× {itemQuantity(item)}</span>
          </li>
        ))}
      </ul>
      {hiddenCount > 0 && (
        <p className="mt-2 text-sm text-slate-400">
          + {hiddenCount} more {hiddenCount === 1 ? 'item' : 'items'}
        </p>
      )}

      <dl className="mt-5 grid gap-x-6 gap-y-3 border-t border-white/10 pt-4 text-sm sm:grid-cols-[auto_1fr_auto]">
        <div>
          <dt className="text-slate-400">Payment</dt>
          <dd className={PAYMENT_STATUS_CLASSES[paymentStatus]}>{PAYMENT_STATUS_LABELS[paymentStatus]}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-400">Ship to</dt>
          <dd className="flex items-start gap-1.5 text-slate-200">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
            <span className="break-words">{addressLine || '—'}</span>
          </dd>
        </div>
        <div className="sm:text-right">
          <dt className="text-slate-400">
            Total · {unitCount} {unitCount === 1 ? 'item' : 'items'}
          </dt>
          <dd className="text-base font-bold text-white">{formatRupees(order.totalPrice)}</dd>
          {order.discountCode && order.discountPrice > 0 && (
            <dd className="text-xs font-medium text-emerald-300">
              {savedWithCodeText(order.discountPrice, order.discountCode)}
            </dd>
          )}
        </div>
      </dl>

      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-300 group-hover:text-accent-400">
        View details
        <ChevronRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
      </span>
    </Link>
  )
}
