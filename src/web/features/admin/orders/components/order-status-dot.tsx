import { orderStatusLabel, orderStatusTone, type DisplayedOrderStatus } from '@common/order-display'
import { STATUS_DOT_CLASSES } from '../../../../components/ui/status-tone-classes'

/** The table's status: a coloured dot beside the label, so the colour never carries the meaning alone. */
export function OrderStatusDot({ status }: { status: DisplayedOrderStatus }) {
  const tone = orderStatusTone(status)
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap" data-tone={tone}>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${STATUS_DOT_CLASSES[tone]}`} />
      {orderStatusLabel(status)}
    </span>
  )
}
