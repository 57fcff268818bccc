import { paiseToRupees } from '@common/money'
import { DISCOUNT_MESSAGES } from '@common/schemas/discount'
import type { DiscountsTable } from '../../db/schema'

/** One line of a cart as the database prices it. */
export type PricedLine = { productId: string; category: string; quantity: number; unitPricePaise: number }

export type DiscountRule = Pick<
  DiscountsTable,
  | 'type'
  | 'value'
  | 'min_order_paise'
  | 'max_discount_paise'
  | 'starts_at'
  | 'ends_at'
  | 'usage_limit'
  | 'per_customer_limit'
  | 'categories'
  | 'product_ids'
  | 'is_active'
  | 'times_used'
>

/**
 * `coveredProductIds`: the cart's products the code applies to, in the cart's order. The discount is taken off
 * those lines only, so the GST split shares it over them alone (decision 0025).
 */
export type DiscountVerdict =
  { ok: true; discountPaise: number; coveredProductIds: string[] } | { ok: false; message: string }

/**
 * Whether a code applies to a cart, and what it takes off, in paise. The order of the checks is the order a
 * shopper can act on: a paused or expired code first, then the uses, then what is in the cart.
 *
 * The discount is computed on the lines the code covers (every line when it names no category or product):
 * a percentage of their sum rounded down to the paisa, or a fixed amount no larger than their sum; then held
 * to the cap. The minimum order value is measured on the whole cart.
 */
export function evaluateDiscount(
  rule: DiscountRule,
  cart: { lines: readonly PricedLine[]; usesByCustomer: number; now: Date },
): DiscountVerdict {
  const now = cart.now.toISOString()
  if (rule.is_active !== 1) return { ok: false, message: DISCOUNT_MESSAGES.paused }
  if (rule.starts_at && now < rule.starts_at) return { ok: false, message: DISCOUNT_MESSAGES.notStarted }
  if (rule.ends_at && now >= rule.ends_at) return { ok: false, message: DISCOUNT_MESSAGES.expired }
  if (rule.usage_limit !== null && rule.times_used >= rule.usage_limit)
    return { ok: false, message: DISCOUNT_MESSAGES.usedUp }
  if (rule.per_customer_limit !== null && cart.usesByCustomer >= rule.per_customer_limit)
    return { ok: false, message: DISCOUNT_MESSAGES.alreadyUsed }

  const itemsPaise = cart.lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0)
  if (rule.min_order_paise !== null && itemsPaise < rule.min_order_paise)
    return { ok: false, message: DISCOUNT_MESSAGES.minimum(paiseToRupees(rule.min_order_paise - itemsPaise)) }

  const categories = JSON.parse(rule.categories) as string[]
  const productIds = JSON.parse(rule.product_ids) as string[]
  const restricted = categories.length > 0 || productIds.length > 0
  const coveredLines = cart.lines.filter(
    (line) => !restricted || categories.includes(line.category) || productIds.includes(line.productId),
  )
  const eligiblePaise = coveredLines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0)
  if (eligiblePaise === 0) return { ok: false, message: DISCOUNT_MESSAGES.notApplicable }

  const raw =
    rule.type === 'percentage'
      ? Math.floor((eligiblePaise * rule.value) / 100)
      : Math.min(rule.value, eligiblePaise)
  const discountPaise = rule.max_discount_paise === null ? raw : Math.min(raw, rule.max_discount_paise)
  return { ok: true, discountPaise, coveredProductIds: coveredLines.map((line) => line.productId) }
}
