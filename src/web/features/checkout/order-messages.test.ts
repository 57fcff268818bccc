import { describe, expect, it } from 'vitest'
import { ApiError, NO_RESPONSE_MESSAGE } from '../../api/api-error'
import { describeOrderError, isSignInRequired } from './order-messages'

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
