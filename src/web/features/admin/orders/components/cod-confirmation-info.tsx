import { Clock, PhoneCall } from 'lucide-react'
import type { Order } from '@common/schemas/order'
import { formatHoldTime } from './payment-hold-info'

/**
 * A cash-on-delivery order the shop asked the shopper to confirm: waiting until when (then it is cancelled and its
 * stock returned), or confirmed; nothing for any other order.
 */
export function CodConfirmationInfo({ order }: { order: Pick<Order, 'codConfirmation' | 'confirmBy'> }) {
  if (order.codConfirmation === 'awaiting')
    return (
      <p className="flex items-start gap-2 text-sm text-amber-200">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {order.confirmBy
          ? `Waiting for the customer's confirmation until ${formatHoldTime(order.confirmBy)}`
          : "Waiting for the customer's confirmation"}
      </p>
    )
  if (order.codConfirmation === 'confirmed')
    return (
      <p className="flex items-start gap-2 text-sm text-emerald-300">
        <PhoneCall aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Confirmed by the customer
      </p>
    )
  return null
}
