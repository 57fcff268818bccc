import { categoryLabel } from '@common/collections'
import { formatRupees } from '@common/money'
import type { Discount } from '@common/schemas/discount'
import { formatDateTime } from '../shared/format-date-time'

/** "20% off" or "₹250 off". */
export function discountValueText(discount: Pick<Discount, 'type' | 'value'>): string {
  return discount.type === 'percentage' ? `${discount.value}% off` : `${formatRupees(discount.value)} off`
}

/** "12 / 100", or "12 used" when there is no total limit. */
export function discountUsesText(discount: Pick<Discount, 'timesUsed' | 'usageLimit'>): string {
  return discount.usageLimit === null
    ? `${discount.timesUsed} used`
    : `${discount.timesUsed} / ${discount.usageLimit}`
}

function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/**
 * The conditions a code carries, one short line each, for the list: minimum order, cap, dates, limits and
 * what it is restricted to. An empty list means the code applies to any order, any time.
 */
export function discountConditions(discount: Discount): string[] {
  const conditions: string[] = []
  if (discount.minOrderValue !== null) conditions.push(`Min. order ${formatRupees(discount.minOrderValue)}`)
  if (discount.maxDiscount !== null) conditions.push(`Up to ${formatRupees(discount.maxDiscount)}`)
  const starts = formatDateTime(discount.startsAt)
  const ends = formatDateTime(discount.endsAt)
  if (starts) conditions.push(`From ${starts}`)
  if (ends) conditions.push(`Until ${ends}`)
  if (discount.perCustomerLimit !== null)
    conditions.push(`${countText(discount.perCustomerLimit, 'use', 'uses')} per customer`)
  if (discount.categories.length > 0)
    conditions.push(`Only ${discount.categories.map((category) => categoryLabel(category)).join(', ')}`)
  if (discount.productIds.length > 0)
    conditions.push(`Only ${countText(discount.productIds.length, 'chosen product', 'chosen products')}`)
  return conditions
}
