import { describe, expect, it } from 'vitest'
import { DISCOUNT_MESSAGES } from '@common/schemas/discount'
import { isDiscountRefusal } from './discount-refusal'

describe('isDiscountRefusal', () => {
  it("knows every reason the server gives for refusing a code, the minimum's with its amount", () => {
    expect(isDiscountRefusal(DISCOUNT_MESSAGES.expired)).toBe(true)
    expect(isDiscountRefusal(DISCOUNT_MESSAGES.alreadyUsed)).toBe(true)
    expect(isDiscountRefusal(DISCOUNT_MESSAGES.minimum(250))).toBe(true)
  })

  it('takes no other refusal of an order for a discount one', () => {
    expect(isDiscountRefusal('Please select a shipping address')).toBe(false)
    expect(isDiscountRefusal('You can buy at most 2 of "Nezuko" per customer.')).toBe(false)
    expect(isDiscountRefusal(DISCOUNT_MESSAGES.applied(100))).toBe(false)
  })
})
