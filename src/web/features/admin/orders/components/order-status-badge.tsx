import { orderStatusLabel, orderStatusTone, type DisplayedOrderStatus } from '@common/order-display'
import { STATUS_BADGE_CLASSES } from '../../../../components/ui/status-tone-classes'

/** The detail page's current status: delivered green, cancelled red, shipped blue, anything else yellow. */
export function OrderStatusBadge({ status }: { status: DisplayedOrderStatus }) {
  const tone = orderStatusTone(status)
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${STATUS_BADGE_CLASSES[tone]}`}
    >
      {orderStatusLabel(status)}
    </span>
  )
}
