import { createContext, useContext } from 'react'
import type { User } from '@common/schemas/auth'
import type { SignedIn } from '../api/log-in'

/**
 * Starts a session from an answer that signs the visitor in (a password reset does), the same way sign-in
 * and sign-up do. It is the auth feature's own: other features sign in through the session in lib.
 */
export const StartSessionContext = createContext<((signedIn: SignedIn) => User) | null>(null)

export function useStartSession(): (signedIn: SignedIn) => User {
  const startSession = useContext(StartSessionContext)
  if (!startSession) throw new Error('useStartSession must be used inside <SessionProvider>')
  return startSession
}
