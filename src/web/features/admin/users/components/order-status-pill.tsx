import { orderStatusLabel, orderStatusTone, resolveOrderStatus } from '@common/order-display'
import { STATUS_BADGE_CLASSES } from '../../../../components/ui/status-tone-classes'

/** An order's status as the admin screens show it: Unknown for a status none of ORDER_STATUSES. */
export function OrderStatusPill({ status }: { status: string | null | undefined }) {
  const shown = resolveOrderStatus({ status }, 'unknown')
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_BADGE_CLASSES[orderStatusTone(shown)]}`}
    >
      {orderStatusLabel(shown)}
    </span>
  )
}
