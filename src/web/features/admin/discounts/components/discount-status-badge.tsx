import type { StatusTone } from '@common/order-display'
import { STATUS_BADGE_CLASSES } from '../../../../components/ui/status-tone-classes'
import { DISCOUNT_STATUS_LABELS, type DiscountStatus } from '../discount-status'

// Shoppers can use only an active code: green; one that may come back (paused, scheduled) yellow or blue; gone red.
const STATUS_TONES: Record<DiscountStatus, StatusTone> = {
  active: 'green',
  paused: 'yellow',
  scheduled: 'blue',
  expired: 'red',
  'used-up': 'red',
}

export function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  const tone = STATUS_TONES[status]
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_BADGE_CLASSES[tone]}`}
    >
      {DISCOUNT_STATUS_LABELS[status]}
    </span>
  )
}
