import type { ResetPasswordInput } from '@common/schemas/mail'
import { api } from '../../../api/http-client'
import type { TwoFactorStep } from '../../../lib/session-context'
import type { SignedIn } from './auth-response'
import { readLogin } from './log-in'

export const RESET_PASSWORD_FALLBACK_MESSAGE = 'Could not change the password. Please try again.'

/**
 * POST /auth/reset-password: sets the new password and answers like a sign-in (user, token, refresh cookie), or,
 * for an account with two-step sign-in, the challenge its code must answer.
 */
export function resetPassword(input: ResetPasswordInput): Promise<SignedIn | TwoFactorStep> {
  return api.post('/auth/reset-password', input, (body) => readLogin(body, RESET_PASSWORD_FALLBACK_MESSAGE), {
    refreshOnUnauthorized: false,
  })
}
