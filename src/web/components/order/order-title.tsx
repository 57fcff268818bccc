import { Truck } from 'lucide-react'
import { CARRIER_NAMES, trackingOf } from '@common/carriers'
import { detailOrderNumber, formatOrderDate } from '@common/order-display'
import type { Order } from '@common/schemas/order'

/** An order page's heading, "Order #64B7F0C2" in the page's own `headingClassName`, and "Placed on 9 March 2025". */
export function OrderTitle({
  order,
  headingClassName,
}: {
  order: Pick<Order, '_id' | 'createdAt'>
  headingClassName: string
}) {
  const placedOn = formatOrderDate(order.createdAt)
  return (
    <>
      <h1 className={headingClassName}>Order #{detailOrderNumber(order._id)}</h1>
      {placedOn && <p className="text-sm text-slate-400">Placed on {placedOn}</p>}
    </>
  )
}

/**
 * "Tracking Number: Delhivery DL123456789IN" whenever the order has a number (shipped, delivered or back), the
 * carrier and number a link to the carrier's tracking page in a new tab; a number without a page (another carrier)
 * is shown alone. A line of its own on the shopper's pages, `as="span"` among the admin's status badges. A number
 * may be 100 characters long: it breaks anywhere rather than widen a phone's screen.
 */
export function TrackingNumber({
  order,
  as: Line = 'p',
}: {
  order: Pick<Order, 'trackingNumber'> & Partial<Pick<Order, 'tracking'>>
  as?: 'p' | 'span'
}) {
  // An answer without `tracking` (an older server's) still shows its number.
  const tracking = order.tracking ?? trackingOf(null, order.trackingNumber)
  if (!tracking) return null
  const number = <span className="font-mono font-semibold break-all">{tracking.number}</span>
  return (
    <Line className="flex flex-wrap items-center gap-x-2 text-sm text-slate-300">
      <Truck aria-hidden="true" className="size-4 shrink-0 text-sky-300" />
      Tracking Number:{' '}
      {tracking.url ? (
        <a
          href={tracking.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sky-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
        >
          {CARRIER_NAMES[tracking.carrier]} {number} <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <span className="text-white">{number}</span>
      )}
    </Line>
  )
}
