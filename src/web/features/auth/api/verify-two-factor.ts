import type { TwoFactorVerifyInput } from '@common/schemas/two-factor'
import { api } from '../../../api/http-client'
import { signedInReader, type SignedIn } from './auth-response'

export const VERIFY_FALLBACK_MESSAGE = 'Could not check the code. Please try again.'

const readSignedIn = signedInReader(VERIFY_FALLBACK_MESSAGE)

/**
 * POST /auth/2fa/verify: the second step of a sign-in. Answers as login does (user, token, refresh cookie); a 401
 * here is about the code or the challenge, never an expired session, so no refresh is tried.
 */
export function verifyTwoFactor(input: TwoFactorVerifyInput): Promise<SignedIn> {
  return api.post('/auth/2fa/verify', input, readSignedIn, { refreshOnUnauthorized: false })
}
