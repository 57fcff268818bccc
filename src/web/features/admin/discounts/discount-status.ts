import type { Discount } from '@common/schemas/discount'

export const DISCOUNT_STATUSES = ['active', 'paused', 'scheduled', 'expired', 'used-up'] as const
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number]

export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
}

/**
 * What a shopper typing the code would meet now. Expired and used up come first because they are final:
 * resuming such a code changes nothing. A paused code that has not started yet reads as paused, since it
 * will not start on its own.
 */
export function discountStatus(
  discount: Pick<Discount, 'isActive' | 'startsAt' | 'endsAt' | 'usageLimit' | 'timesUsed'>,
  now: Date,
): DiscountStatus {
  const time = now.getTime()
  if (discount.endsAt && time >= Date.parse(discount.endsAt)) return 'expired'
  if (discount.usageLimit !== null && discount.timesUsed >= discount.usageLimit) return 'used-up'
  if (!discount.isActive) return 'paused'
  if (discount.startsAt && time < Date.parse(discount.startsAt)) return 'scheduled'
  return 'active'
}
