import { api } from '../../../api/http-client'
import { signedInReader, type SignedIn } from './auth-response'

export const REGISTRATION_FALLBACK_MESSAGE = 'Registration failed. Please try again.'

const readSignedIn = signedInReader(REGISTRATION_FALLBACK_MESSAGE)

export function register(details: { name: string; email: string; password: string }): Promise<SignedIn> {
  return api.post('/auth/register', details, readSignedIn, { refreshOnUnauthorized: false })
}
