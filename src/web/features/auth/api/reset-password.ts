import type { ResetPasswordInput } from '@common/schemas/mail'
import { api } from '../../../api/http-client'
import { signedInReader, type SignedIn } from './auth-response'

export const RESET_PASSWORD_FALLBACK_MESSAGE = 'Could not change the password. Please try again.'

const readSignedIn = signedInReader(RESET_PASSWORD_FALLBACK_MESSAGE)

/** POST /auth/reset-password: sets the new password and answers like a sign-in (user, token, refresh cookie). */
export function resetPassword(input: ResetPasswordInput): Promise<SignedIn> {
  return api.post('/auth/reset-password', input, readSignedIn, { refreshOnUnauthorized: false })
}
