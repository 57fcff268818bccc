import type { User } from '@common/schemas/auth'
import { api } from '../../../api/http-client'
import { readSuccessfulUser, readToken, unsuccessfulAnswer } from './auth-response'

export const LOGIN_FALLBACK_MESSAGE = 'Login failed. Please check your credentials.'

export interface SignedIn {
  user: User
  token: string | undefined
}

export async function logIn(credentials: { email: string; password: string }): Promise<SignedIn> {
  const body = await api.post<unknown>('/auth/login', credentials, { refreshOnUnauthorized: false })
  const user = readSuccessfulUser(body)
  // Success needs `success: true` and a user; anything else is a failed sign-in.
  if (!user) throw unsuccessfulAnswer(body, LOGIN_FALLBACK_MESSAGE)
  return { user, token: readToken(body) }
}
