import { Truck } from 'lucide-react'
import { detailOrderNumber, formatOrderDate, type DisplayedOrderStatus } from '@common/order-display'
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
 * "Tracking Number: DL123456789IN" while the parcel is on its way (shipped, with a number): a line of its own on the
 * shopper's page, `as="span"` among the admin's status badges. A number may be 100 characters long: it breaks
 * anywhere rather than widen a phone's screen.
 */
export function TrackingNumber({
  order,
  status,
  as: Line = 'p',
}: {
  order: Pick<Order, 'trackingNumber'>
  status: DisplayedOrderStatus
  as?: 'p' | 'span'
}) {
  if (status !== 'shipped' || !order.trackingNumber) return null
  return (
    <Line className="flex items-center gap-2 text-sm text-slate-300">
      <Truck aria-hidden="true" className="size-4 shrink-0 text-sky-300" />
      Tracking Number:{' '}
      <span className="font-mono font-semibold break-all text-white">{order.trackingNumber}</span>
    </Line>
  )
}
