import { describe, expect, it } from 'vitest'
import { ApiError, NO_RESPONSE_MESSAGE } from '../../api/api-error'
import {
  COD_BLOCKED_MESSAGE,
  COD_EXCLUDED_PIN_MESSAGE,
  codAboveLimitMessage,
} from '@common/schemas/cash-on-delivery'
import { PREORDER_ALONE_MESSAGE, PREORDER_COD_MESSAGE } from '@common/catalogue-attributes'
import { cashOnDeliveryRefusal, describeOrderError, isSignInRequired } from './order-messages'

describe('order error messages', () => {
  it("prefers the server's message, then the error's own, then 'Failed to place order'", () => {
    expect(describeOrderError(new ApiError('x', 409, { serverMessage: '"Nezuko" is out of stock' }))).toBe(
      '"Nezuko" is out of stock',
    )
    expect(describeOrderError(new ApiError(NO_RESPONSE_MESSAGE, 0))).toBe(NO_RESPONSE_MESSAGE)
    expect(describeOrderError(new Error('Quota exceeded'))).toBe('Quota exceeded')
    expect(describeOrderError(new ApiError('An error occurred', 500))).toBe('Failed to place order')
    expect(describeOrderError('nothing useful')).toBe('Failed to place order')
  })

  it('asks for a new sign-in only on 401', () => {
    expect(isSignInRequired(new ApiError('Not authorized', 401))).toBe(true)
    expect(isSignInRequired(new ApiError('Forbidden', 403))).toBe(false)
  })
})

describe('a refusal of cash on delivery', () => {
  it('is told apart from other refusals by its message, so the same order can be paid online', () => {
    const blocked = new ApiError('x', 409, { serverMessage: COD_BLOCKED_MESSAGE })
    expect(cashOnDeliveryRefusal(blocked)).toBe(COD_BLOCKED_MESSAGE)
    const aboveLimit = codAboveLimitMessage('₹2,000.00')
    expect(cashOnDeliveryRefusal(new ApiError('x', 409, { serverMessage: aboveLimit }))).toBe(aboveLimit)
    expect(cashOnDeliveryRefusal(new ApiError('x', 400, { serverMessage: COD_EXCLUDED_PIN_MESSAGE }))).toBe(
      COD_EXCLUDED_PIN_MESSAGE,
    )
    expect(
      cashOnDeliveryRefusal(new ApiError('x', 409, { serverMessage: '"Nezuko" is out of stock' })),
    ).toBeNull()
    expect(cashOnDeliveryRefusal(new ApiError('x', 500, { serverMessage: COD_BLOCKED_MESSAGE }))).toBeNull()
    expect(cashOnDeliveryRefusal(new Error(COD_BLOCKED_MESSAGE))).toBeNull()
  })

  it("is also the pre-order's (paid online only), but not the refusal of a mixed cart", () => {
    expect(cashOnDeliveryRefusal(new ApiError('x', 409, { serverMessage: PREORDER_COD_MESSAGE }))).toBe(
      PREORDER_COD_MESSAGE,
    )
    expect(
      cashOnDeliveryRefusal(new ApiError('x', 409, { serverMessage: PREORDER_ALONE_MESSAGE })),
    ).toBeNull()
  })
})
