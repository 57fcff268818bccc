import {
  orderStatusLabel,
  orderStatusTone,
  type DisplayedOrderStatus,
  type StatusTone,
} from '@common/order-display'

export const STATUS_TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  red: 'bg-rose-500/15 text-rose-300 ring-rose-400/30',
  blue: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  yellow: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
}

/** The coloured status pill: delivered green, cancelled red, shipped blue, anything else yellow. */
export function OrderStatusBadge({ status }: { status: DisplayedOrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE_CLASSES[orderStatusTone(status)]}`}
    >
      {orderStatusLabel(status)}
    </span>
  )
}
