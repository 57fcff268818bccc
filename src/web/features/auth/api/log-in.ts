import type { TwoFactorChallengeResponse } from '@common/schemas/two-factor'
import { api } from '../../../api/http-client'
import type { TwoFactorStep } from '../../../lib/session-context'
import { signedInReader, type SignedIn } from './auth-response'

export type { SignedIn }

export const LOGIN_FALLBACK_MESSAGE = 'Login failed. Please check your credentials.'

const readSignedIn = signedInReader(LOGIN_FALLBACK_MESSAGE)

/**
 * A sign-in's answer, or the challenge of an account with two-step sign-in (login and a password reset answer
 * alike). Read by hand, as the other session answers are (see auth-response.ts); the type still comes from the schema.
 */
export function readLogin(body: unknown, fallbackMessage = LOGIN_FALLBACK_MESSAGE): SignedIn | TwoFactorStep {
  const answer = body as Partial<TwoFactorChallengeResponse> | undefined
  if (answer?.success === true && answer.twoFactorRequired === true && typeof answer.challenge === 'string') {
    return { twoFactorRequired: true, challenge: answer.challenge }
  }
  return fallbackMessage === LOGIN_FALLBACK_MESSAGE
    ? readSignedIn(body)
    : signedInReader(fallbackMessage)(body)
}

/** POST /auth/login: a session, or (two-step sign-in on) the challenge the code must answer. */
export function logIn(credentials: { email: string; password: string }): Promise<SignedIn | TwoFactorStep> {
  return api.post('/auth/login', credentials, readLogin, { refreshOnUnauthorized: false })
}
