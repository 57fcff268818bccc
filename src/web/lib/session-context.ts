import { createContext, useContext } from 'react'
import type { UpdateProfileInput, User } from '@common/schemas/auth'

/** `loading` until the stored user has been checked against the server. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous'

/** A password accepted for an account with two-step sign-in: no session yet, the second step's code is awaited. */
export interface TwoFactorStep {
  twoFactorRequired: true
  challenge: string
}

export interface Session {
  user: User | null
  status: SessionStatus
  isAdmin: boolean
  /** Runs orders, products and messages in the admin area, nothing else. */
  isStaff: boolean
  /** Admin or staff: the admin link and the /admin pages are theirs. */
  canOpenAdmin: boolean
  /** The signed-in user, or the second step to take (then `verifyTwoFactor` starts the session). */
  login: (email: string, password: string) => Promise<User | TwoFactorStep>
  /** Answers a login's challenge with an app's code or a recovery code; the session starts only here. */
  verifyTwoFactor: (challenge: string, code: string) => Promise<User>
  register: (name: string, email: string, password: string) => Promise<User>
  /** Sets a new password from a reset link; the answer signs the shopper in, or asks for the second step, as login does. */
  resetPassword: (token: string, password: string) => Promise<User | TwoFactorStep>
  /** Always ends the session locally, even when the server cannot be reached. */
  logout: () => Promise<void>
  updateProfile: (fields: UpdateProfileInput) => Promise<User>
  /** Reads the user again from the server, after a change made elsewhere (two-step sign-in on or off). */
  refreshUser: () => Promise<User>
}

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}
