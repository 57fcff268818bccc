import { orderStatusLabel, orderStatusTone, type DisplayedOrderStatus } from '@common/order-display'
import { STATUS_BADGE_CLASSES } from '../../../components/ui/status-tone-classes'

/** The coloured status pill: delivered green, cancelled red, shipped blue, anything else yellow. */
export function OrderStatusBadge({ status }: { status: DisplayedOrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_BADGE_CLASSES[orderStatusTone(status)]}`}
    >
      {orderStatusLabel(status)}
    </span>
  )
}
