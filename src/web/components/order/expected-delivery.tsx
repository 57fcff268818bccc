import { CalendarClock } from 'lucide-react'
import { resolveOrderStatus } from '@common/order-display'
import type { Order } from '@common/schemas/order'

// A calendar date, not an instant: formatted in UTC so that the day the server named is the day shown, whatever the
// browser's time zone. Made on first use, so pages that never show one never build it.
let calendarDateFormatter: Intl.DateTimeFormat | undefined

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** '2026-12-03' → '3 Dec 2026'; anything else is shown as it came. */
export function formatCalendarDate(isoDate: string): string {
  const match = ISO_DATE_PATTERN.exec(isoDate)
  if (!match) return isoDate
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (Number.isNaN(date.getTime())) return isoDate
  calendarDateFormatter ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return calendarDateFormatter.format(date)
}

/**
 * "Expected by 3 Dec 2026" while the parcel is on its way (shipped, not yet delivered), from the carrier's promise;
 * nothing for any other order or one without a date.
 */
export function ExpectedDelivery({
  order,
  className = '',
}: {
  order: Pick<Order, 'status' | 'isPaid' | 'isDelivered' | 'estimatedDelivery'>
  className?: string
}) {
  if (!order.estimatedDelivery || resolveOrderStatus(order, 'unknown') !== 'shipped') return null
  return (
    <p className={`flex items-center gap-2 text-sm text-slate-300 ${className}`}>
      <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-sky-300" />
      Expected by {formatCalendarDate(order.estimatedDelivery)}
    </p>
  )
}
