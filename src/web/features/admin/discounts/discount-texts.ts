import type { Discount } from '@common/schemas/discount'

/** The discounts tab's texts, in the wording of the other admin tabs ("Failed to load …", "No … found"). */

export const DISCOUNTS_LOAD_FAILED = 'Failed to load discount codes'
export const NO_DISCOUNTS_FOUND = 'No discount codes yet'
export const NO_DISCOUNTS_MATCH = 'No discount codes match'
export const DISCOUNT_CREATED = 'Discount code created'
export const DISCOUNT_UPDATED = 'Discount code updated'
export const DISCOUNT_SAVE_FAILED = 'Failed to save discount code'
export const DISCOUNT_UPDATE_FAILED = 'Failed to update discount code'
export const DISCOUNT_DELETE_FAILED = 'Failed to delete discount code'
export const DISCOUNT_NOT_FOUND = 'This discount code no longer exists'

export function deleteDiscountQuestion(code: string): string {
  return `Delete the code ${code}? Shoppers can no longer use it; orders that used it keep their discount.`
}

export function discountDeletedMessage(code: string): string {
  return `Discount code ${code} deleted`
}

export function discountPausedMessage(discount: Pick<Discount, 'code' | 'isActive'>): string {
  return discount.isActive ? `${discount.code} is active again` : `${discount.code} is paused`
}

export const PRODUCTS_HINT =
  'Leave categories and products empty for a code that applies to everything. With some chosen, the code takes its share off the matching items only.'
