import { describe, expect, it } from 'vitest'
import { ApiError, NO_RESPONSE_MESSAGE } from '../../api/api-error'
import { TWO_FACTOR_UNAVAILABLE_MESSAGE } from '@common/schemas/two-factor'
import { describeLoginError, describeRegistrationError, describeTwoFactorError } from './auth-error-messages'

const answered = (status: number, serverMessage?: string) =>
  new ApiError(serverMessage ?? 'An error occurred', status, { serverMessage })

describe('login error messages', () => {
  it.each([
    [answered(401, 'Bad credentials'), 'Invalid email or password. Please try again.'],
    [answered(403, 'Account disabled'), 'Your account is not authorized to access this resource.'],
    [answered(500), 'Server error. Please try again later.'],
    [answered(503, 'Down'), 'Server error. Please try again later.'],
    [new ApiError(NO_RESPONSE_MESSAGE, 0), 'No response from server. Please check your connection.'],
    [answered(429, 'Too many attempts'), 'Too many attempts'],
    [answered(400), 'Login failed. Please check your credentials.'],
    [new Error('boom'), 'Failed to log in. Please check your credentials.'],
  ])('%s → %s', (error, message) => {
    expect(describeLoginError(error)).toBe(message)
  })
})

describe('registration error messages', () => {
  it('shows the server message when there is one', () => {
    expect(describeRegistrationError(answered(409, 'An account with this email already exists'))).toBe(
      'An account with this email already exists',
    )
    expect(describeRegistrationError(answered(400, 'Password must be at least 8 characters'))).toBe(
      'Password must be at least 8 characters',
    )
  })

  it('falls back to the required texts', () => {
    expect(describeRegistrationError(answered(400))).toBe('Registration failed. Please try again.')
    expect(describeRegistrationError(answered(500, 'Internal'))).toBe(
      'Registration failed. Please try again.',
    )
    expect(describeRegistrationError(new ApiError(NO_RESPONSE_MESSAGE, 0))).toBe(NO_RESPONSE_MESSAGE)
    expect(describeRegistrationError(new Error('boom'))).toBe(
      'Failed to create an account. Please try again.',
    )
  })
})

describe('second-step error messages', () => {
  it.each([
    [answered(401, 'That code is not right.'), 'That code is not right.'],
    [
      answered(429, 'Too many wrong codes were entered for this account.'),
      'Too many wrong codes were entered for this account.',
    ],
    // The one 5xx that tells the person what still works: a recovery code.
    [answered(503, TWO_FACTOR_UNAVAILABLE_MESSAGE), TWO_FACTOR_UNAVAILABLE_MESSAGE],
    [answered(503, 'Down'), 'Server error. Please try again later.'],
    [answered(500), 'Server error. Please try again later.'],
  ])('%s → %s', (error, message) => {
    expect(describeTwoFactorError(error)).toBe(message)
  })
})
