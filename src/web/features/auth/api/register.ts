import { api } from '../../../api/http-client'
import { readSuccessfulUser, readToken, unsuccessfulAnswer } from './auth-response'
import type { SignedIn } from './log-in'

export const REGISTRATION_FALLBACK_MESSAGE = 'Registration failed. Please try again.'

export async function register(details: {
  name: string
  email: string
  password: string
}): Promise<SignedIn> {
  const body = await api.post<unknown>('/auth/register', details, { refreshOnUnauthorized: false })
  const user = readSuccessfulUser(body)
  if (!user) throw unsuccessfulAnswer(body, REGISTRATION_FALLBACK_MESSAGE)
  return { user, token: readToken(body) }
}
