import { TWO_FACTOR_UNAVAILABLE_MESSAGE } from '@common/schemas/two-factor'
import { isApiError, NO_RESPONSE_MESSAGE } from '../../api/api-error'
import { LOGIN_FALLBACK_MESSAGE } from './api/log-in'
import { REGISTRATION_FALLBACK_MESSAGE } from './api/register'
import { RESET_PASSWORD_FALLBACK_MESSAGE } from './api/reset-password'
import { VERIFY_FALLBACK_MESSAGE } from './api/verify-two-factor'

/** The auth screens' error texts, from the shop's requirements, with their fallbacks. */
export const SIGN_IN_SCREEN_FALLBACK = 'Failed to log in. Please check your credentials.'
export const SIGN_UP_SCREEN_FALLBACK = 'Failed to create an account. Please try again.'
export const FORGOT_PASSWORD_FALLBACK = 'Could not send the reset link. Please try again.'
const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.'

export function describeLoginError(error: unknown): string {
  if (!isApiError(error)) return SIGN_IN_SCREEN_FALLBACK
  if (!error.hasResponse) return NO_RESPONSE_MESSAGE
  if (error.status === 401) return 'Invalid email or password. Please try again.'
  if (error.status === 403) return 'Your account is not authorized to access this resource.'
  if (error.status >= 500) return SERVER_ERROR_MESSAGE
  return error.serverMessage ?? LOGIN_FALLBACK_MESSAGE
}

/** The server's own message (a taken e-mail, a short password) when it sent one. */
export function describeRegistrationError(error: unknown): string {
  if (!isApiError(error)) return SIGN_UP_SCREEN_FALLBACK
  if (!error.hasResponse) return NO_RESPONSE_MESSAGE
  if (error.status >= 500) return REGISTRATION_FALLBACK_MESSAGE
  return error.serverMessage ?? REGISTRATION_FALLBACK_MESSAGE
}

/** The server's own message (a bad e-mail, too many requests) when it sent one. */
export function describeForgotPasswordError(error: unknown): string {
  return describeServerRefusal(error, FORGOT_PASSWORD_FALLBACK)
}

/** The server's own message (the link is invalid or has expired, a short password) when it sent one. */
export function describeResetPasswordError(error: unknown): string {
  return describeServerRefusal(error, RESET_PASSWORD_FALLBACK_MESSAGE)
}

/**
 * The server's own message (a wrong code, too many requests or wrong codes, a deactivated account) when it sent one;
 * of the 5xx answers, only the one saying app codes cannot be checked now, since it points to the recovery codes.
 */
export function describeTwoFactorError(error: unknown): string {
  if (isApiError(error) && error.serverMessage === TWO_FACTOR_UNAVAILABLE_MESSAGE) return error.serverMessage
  return describeServerRefusal(error, VERIFY_FALLBACK_MESSAGE)
}

function describeServerRefusal(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback
  if (!error.hasResponse) return NO_RESPONSE_MESSAGE
  if (error.status >= 500) return SERVER_ERROR_MESSAGE
  return error.serverMessage ?? fallback
}
