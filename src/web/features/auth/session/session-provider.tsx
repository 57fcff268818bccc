import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { UpdateProfileInput, User } from '@common/schemas/auth'
import { isApiError } from '../../../api/api-error'
import { onSessionEnded } from '../../../api/http-client'
import {
  clearStoredSession,
  readStoredToken,
  readStoredUser,
  storeToken,
  storeUser,
} from '../../../lib/stored-session'
import { getProfile } from '../api/get-profile'
import { logIn, type SignedIn } from '../api/log-in'
import { logOut } from '../api/log-out'
import { register as registerAccount } from '../api/register'
import { updateProfile as saveProfile } from '../api/update-profile'
import { verifyTwoFactor as verifyCode } from '../api/verify-two-factor'
import { SessionContext, type Session, type SessionStatus } from '../../../lib/session-context'
import { resetPassword as setNewPassword } from '../api/reset-password'

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [restored] = useState(() => {
    const storedUser = readStoredUser()
    // Nothing stored means nobody to check: anonymous visitors cost the server no request.
    return { storedUser, needsCheck: storedUser !== null || readStoredToken() !== null }
  })
  const [user, setUser] = useState<User | null>(restored.storedUser)
  const [isChecking, setIsChecking] = useState(restored.needsCheck)
  const startupCheck = useRef<AbortController | null>(null)

  const endSessionLocally = useCallback(() => {
    clearStoredSession()
    setUser(null)
    // Cached orders, addresses … belong to the user who just left.
    queryClient.clear()
  }, [queryClient])

  useEffect(() => onSessionEnded(endSessionLocally), [endSessionLocally])

  useEffect(() => {
    if (!restored.needsCheck) return
    const controller = new AbortController()
    startupCheck.current = controller
    getProfile(controller.signal)
      .then((checkedUser) => {
        storeUser(checkedUser)
        setUser(checkedUser)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        // Only a verdict from the server ends the session; offline, the stored user stays signed in.
        if (isApiError(error) && (error.shouldLogout || error.status === 401)) endSessionLocally()
      })
      .finally(() => {
        if (!controller.signal.aborted) setIsChecking(false)
      })
    return () => controller.abort()
  }, [restored.needsCheck, endSessionLocally])

  const startSession = useCallback(({ user: signedInUser, token }: SignedIn) => {
    // A check of the previous session still in flight must not end the new one.
    startupCheck.current?.abort()
    if (token) storeToken(token)
    storeUser(signedInUser)
    setUser(signedInUser)
    setIsChecking(false)
    return signedInUser
  }, [])

  const login = useCallback(
    async (email: string, password: string) => {
      const answer = await logIn({ email, password })
      // With two-step sign-in on, the password alone starts nothing: verifyTwoFactor does, with the code.
      return 'challenge' in answer ? answer : startSession(answer)
    },
    [startSession],
  )

  const verifyTwoFactor = useCallback(
    async (challenge: string, code: string) => startSession(await verifyCode({ challenge, code })),
    [startSession],
  )

  const register = useCallback(
    async (name: string, email: string, password: string) =>
      startSession(await registerAccount({ name, email, password })),
    [startSession],
  )

  const resetPassword = useCallback(
    async (token: string, password: string) => {
      const answer = await setNewPassword({ token, password })
      return 'challenge' in answer ? answer : startSession(answer)
    },
    [startSession],
  )

  const logout = useCallback(async () => {
    try {
      await logOut()
    } catch {
      // Signing out always ends the session here, even when the server cannot be told.
    } finally {
      endSessionLocally()
    }
  }, [endSessionLocally])

  const updateProfile = useCallback(async (fields: UpdateProfileInput) => {
    const updatedUser = await saveProfile(fields)
    storeUser(updatedUser)
    setUser(updatedUser)
    return updatedUser
  }, [])

  const refreshUser = useCallback(async () => {
    const checkedUser = await getProfile()
    storeUser(checkedUser)
    setUser(checkedUser)
    return checkedUser
  }, [])

  const status: SessionStatus = isChecking ? 'loading' : user ? 'authenticated' : 'anonymous'
  const session = useMemo<Session>(
    () => ({
      user,
      status,
      isAdmin: user?.role === 'admin',
      isStaff: user?.role === 'staff',
      canOpenAdmin: user?.role === 'admin' || user?.role === 'staff',
      login,
      verifyTwoFactor,
      register,
      resetPassword,
      logout,
      updateProfile,
      refreshUser,
    }),
    [user, status, login, verifyTwoFactor, register, resetPassword, logout, updateProfile, refreshUser],
  )

  return <SessionContext value={session}>{children}</SessionContext>
}
