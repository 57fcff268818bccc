import { createContext, useContext } from 'react'
import type { UpdateProfileInput, User } from '@common/schemas/auth'

/** `loading` until the stored user has been checked against the server. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous'

export interface Session {
  user: User | null
  status: SessionStatus
  isAdmin: boolean
  login: (email: string, password: string) => Promise<User>
  register: (name: string, email: string, password: string) => Promise<User>
  /** Sets a new password from a reset link; the answer signs the shopper in, as login does. */
  resetPassword: (token: string, password: string) => Promise<User>
  /** Always ends the session locally, even when the server cannot be reached. */
  logout: () => Promise<void>
  updateProfile: (fields: UpdateProfileInput) => Promise<User>
}

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}
