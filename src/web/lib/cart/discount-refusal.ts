import { formatRupees } from '@common/money'
import { DISCOUNT_MESSAGES } from '@common/schemas/discount'

const FIXED_REFUSALS: ReadonlySet<unknown> = new Set<unknown>(
  Object.values(DISCOUNT_MESSAGES).filter((message) => typeof message === 'string'),
)

// The minimum's text carries an amount; its words around the amount are read from the shared message itself.
const [MINIMUM_PREFIX = '', MINIMUM_SUFFIX = ''] = DISCOUNT_MESSAGES.minimum(0).split(formatRupees(0))

/**
 * Whether an order was refused because of its discount code (the server answers with the code's reason, the same
 * texts the cart shows): then the shopper is offered to remove the code and order without it.
 */
export function isDiscountRefusal(message: string): boolean {
  if (FIXED_REFUSALS.has(message)) return true
  return MINIMUM_PREFIX !== '' && message.startsWith(MINIMUM_PREFIX) && message.endsWith(MINIMUM_SUFFIX)
}
