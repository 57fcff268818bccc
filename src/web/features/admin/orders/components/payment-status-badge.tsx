import { displayedPaymentStatus, PAYMENT_STATUS_LABELS } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { isAwaitingOnlinePayment } from '../../../../lib/orders/payment-hold'

type BadgeTone = 'sky' | 'amber'

const TONE_CLASSES: Record<BadgeTone, string> = {
  sky: 'bg-sky-500/15 text-sky-200 ring-sky-400/30',
  amber: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
}

/** What the list flags about the money: refunded, partly refunded, or an online payment still awaited; else nothing. */
export function paymentBadge(
  order: Pick<
    Order,
    'paymentStatus' | 'isPaid' | 'paymentMethod' | 'status' | 'cancelledAt' | 'holdExpiresAt'
  >,
): { label: string; tone: BadgeTone } | null {
  const payment = displayedPaymentStatus(order)
  if (payment === 'refunded' || payment === 'partially_refunded')
    return { label: PAYMENT_STATUS_LABELS[payment], tone: 'sky' }
  if (isAwaitingOnlinePayment(order)) return { label: 'Awaiting payment', tone: 'amber' }
  return null
}

/** A small pill under the order's status: Refunded, Partly refunded or Awaiting payment. */
export function PaymentStatusBadge({ order }: { order: Order }) {
  const badge = paymentBadge(order)
  if (!badge) return null
  return (
    <span
      data-payment-tone={badge.tone}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE_CLASSES[badge.tone]}`}
    >
      {badge.label}
    </span>
  )
}
