import { useId } from 'react'
import { History } from 'lucide-react'
import type { Order, OrderTimelineEvent } from '@common/schemas/order'
import { OrderSection } from './order-section'

const EVENT_LABELS: Record<OrderTimelineEvent, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  confirmed: 'Cash on delivery confirmed',
  shipped: 'Shipped',
  'out-for-delivery': 'Out for delivery',
  'delivery-failed': 'Delivery attempt failed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  'return-requested': 'Return requested',
  returned: 'Returned',
}

const timeFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
})

/** "26 Nov 2026, 11:30 am IST": the shop's own clock, whatever the reader's device is set to. */
export function formatTimelineTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : `${timeFormatter.format(date)} IST`
}

/**
 * What happened to the order, oldest first, as an ordered list: each event's name, its time in India Standard
 * Time and its note (the carrier and number, a refund's amount, why it was cancelled). Shown by the shopper's and
 * the admin's order pages, each handing in its panel and heading styles; nothing without a timeline.
 */
export function OrderTimeline({
  order,
  className,
  headingClassName,
}: {
  order: Pick<Order, 'timeline'>
  className: string
  headingClassName: string
}) {
  const headingId = useId()
  if (!order.timeline || order.timeline.length === 0) return null
  return (
    <OrderSection
      headingId={headingId}
      title="Timeline"
      icon={History}
      className={className}
      headingClassName={headingClassName}
    >
      <ol className="space-y-3 border-l border-white/15 pl-4">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.event}-${entry.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-sky-300"
            />
            <p className="text-sm font-semibold text-white">{EVENT_LABELS[entry.event] ?? entry.event}</p>
            <p className="text-xs text-slate-300">
              <time dateTime={entry.at}>{formatTimelineTime(entry.at)}</time>
            </p>
            {entry.note && <p className="text-sm break-words text-slate-300">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </OrderSection>
  )
}
