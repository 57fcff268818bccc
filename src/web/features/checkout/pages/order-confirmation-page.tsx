import { useEffect, useState } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { CalendarClock, CircleCheckBig } from 'lucide-react'
import { formatRupees } from '@common/money'
import { formatSaving } from '../../../components/order/order-totals'
import { buttonClassName } from '../../../components/ui/button-styles'
import { SHOP_NAME } from '@common/shop-identity'
import { useCart } from '../../../lib/cart/cart-store'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { ConfirmationSkeleton } from '../components/confirmation-skeleton'
import { WhatsNext } from '../components/whats-next'
import { readConfirmationState, type OrderConfirmationState } from '../order-confirmation-state'
import { paymentMethodLabel } from '../payment-methods'

/** /order-confirmation: what the previous page handed over; without it there is nothing to confirm. */
export function OrderConfirmationPage() {
  useDocumentTitle('Order Confirmed')
  const location = useLocation()
  // undefined while the handed-over state is being read, null when there is none.
  const [confirmation, setConfirmation] = useState<OrderConfirmationState | null | undefined>(undefined)

  useEffect(() => {
    setConfirmation(readConfirmationState(location.state))
  }, [location.state])

  if (confirmation === undefined) return <ConfirmationSkeleton />
  if (confirmation === null) return <Navigate to="/" replace />

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <div className="rounded-2xl border border-white/10 bg-night-900/80 p-6 text-center shadow-2xl shadow-black/40 sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-300 ring-8 ring-emerald-500/5">
          <CircleCheckBig aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-white sm:text-4xl">Order Confirmed!</h1>
        <p className="mx-auto mt-3 max-w-md text-slate-300">
          Thank you for shopping with {SHOP_NAME}. Your order has been placed and is being prepared.
        </p>

        <dl className="mt-8 divide-y divide-white/10 rounded-xl border border-white/10 bg-night-950/50 text-left text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <dt className="text-slate-400">Order Number</dt>
            <dd className="font-mono font-semibold break-all text-white">{confirmation.orderNumber}</dd>
          </div>
          {confirmation.orderDate && (
            <div className="flex items-center justify-between gap-2 px-4 py-3">
              <dt className="text-slate-400">Order Date</dt>
              <dd className="text-slate-100">{confirmation.orderDate}</dd>
            </div>
          )}
          {confirmation.discountCode && (
            <div className="flex items-center justify-between gap-2 px-4 py-3">
              <dt className="text-slate-400">Discount ({confirmation.discountCode})</dt>
              <dd className="font-semibold text-emerald-300 tabular-nums">
                {formatSaving(confirmation.discountPrice)}
              </dd>
            </div>
          )}
          <div className="flex items-center justify-between gap-2 px-4 py-3">
            <dt className="text-slate-400">Total</dt>
            <dd className="text-base font-bold text-white tabular-nums">
              {formatRupees(confirmation.total)}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-2 px-4 py-3">
            <dt className="text-slate-400">Payment Method</dt>
            <dd className="text-slate-100">{paymentMethodLabel(confirmation.paymentMethod)}</dd>
          </div>
          <div className="flex items-center justify-between gap-2 px-4 py-3">
            <dt className="text-slate-400">Status</dt>
            <dd>
              <span className="rounded-full border border-emerald-400/30 bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-200">
                Confirmed
              </span>
            </dd>
          </div>
        </dl>

        <WhatsNext />
        <WaitingPreorders />

        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClassName('primary')}>
            Continue Shopping
          </Link>
          <Link to="/orders" className={buttonClassName('ghost', 'border border-white/15')}>
            View Orders
          </Link>
        </div>
      </div>
    </section>
  )
}

/**
 * A pre-order travels alone, so one may still wait in the cart after this order (paid on delivery, so never the
 * pre-order itself): a way back to check it out on its own.
 */
function WaitingPreorders() {
  const { items } = useCart()
  const waiting = items.filter((item) => item.isPreorder)
  if (waiting.length === 0) return null
  return (
    <section
      aria-labelledby="waiting-preorders-heading"
      className="mt-8 rounded-xl border border-accent-400/40 bg-accent-700/15 p-4 text-left text-sm"
    >
      <h2
        id="waiting-preorders-heading"
        className="flex items-center gap-2 font-sans text-base font-bold text-white"
      >
        <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
        {waiting.length === 1
          ? 'Your pre-order is still in your cart'
          : 'Your pre-orders are still in your cart'}
      </h2>
      <p className="mt-1 text-slate-300">
        {waiting.map((item) => item.name).join(', ')}: a pre-order is checked out on its own.
      </p>
      <Link to="/cart" className={buttonClassName('primary', 'mt-3')}>
        Check out your pre-order
      </Link>
    </section>
  )
}
