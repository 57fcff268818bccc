import type { ResetPasswordInput } from '@common/schemas/mail'
import { api } from '../../../api/http-client'
import { readSuccessfulUser, readToken, unsuccessfulAnswer } from './auth-response'
import type { SignedIn } from './log-in'

export const RESET_PASSWORD_FALLBACK_MESSAGE = 'Could not change the password. Please try again.'

/** POST /auth/reset-password: sets the new password and answers like a sign-in (user, token, refresh cookie). */
export async function resetPassword(input: ResetPasswordInput): Promise<SignedIn> {
  const body = await api.post<unknown>('/auth/reset-password', input, { refreshOnUnauthorized: false })
  const user = readSuccessfulUser(body)
  if (!user) throw unsuccessfulAnswer(body, RESET_PASSWORD_FALLBACK_MESSAGE)
  return { user, token: readToken(body) }
}
