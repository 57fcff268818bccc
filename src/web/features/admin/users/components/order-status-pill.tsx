import { orderStatusLabel, orderStatusTone, resolveOrderStatus, type StatusTone } from '@common/order-display'

/* The order badge colours (spec §4); the orders feature has its own copy, features do not share code. */
const TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  red: 'bg-rose-500/15 text-rose-300 ring-rose-400/30',
  blue: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  yellow: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
}

/** An order's status as the admin screens show it: Unknown for a status none of the five. */
export function OrderStatusPill({ status }: { status: string | null | undefined }) {
  const shown = resolveOrderStatus({ status }, 'unknown')
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[orderStatusTone(shown)]}`}
    >
      {orderStatusLabel(shown)}
    </span>
  )
}
