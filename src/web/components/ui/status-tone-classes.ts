import type { StatusTone } from '@common/order-display'

/** Order status colours (delivered green, cancelled red, shipped blue, any other yellow), shared by the
 * customer and admin screens. Pills: tinted background with light text, each at least 4.5:1 on the dark panels. */
export const STATUS_BADGE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  red: 'bg-rose-500/15 text-rose-300 ring-rose-400/30',
  blue: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  yellow: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
}

export const STATUS_DOT_CLASSES: Record<StatusTone, string> = {
  green: 'bg-emerald-400',
  red: 'bg-rose-400',
  blue: 'bg-sky-400',
  yellow: 'bg-amber-300',
}
