import { api } from '../../../api/http-client'
import { signedInReader, type SignedIn } from './auth-response'

export type { SignedIn }

export const LOGIN_FALLBACK_MESSAGE = 'Login failed. Please check your credentials.'

const readSignedIn = signedInReader(LOGIN_FALLBACK_MESSAGE)

export function logIn(credentials: { email: string; password: string }): Promise<SignedIn> {
  return api.post('/auth/login', credentials, readSignedIn, { refreshOnUnauthorized: false })
}
