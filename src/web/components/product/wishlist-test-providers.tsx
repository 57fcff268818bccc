import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { User } from '@common/schemas/auth'
import { SessionContext, type Session } from '../../lib/session-context'

const notInThisTest = () => Promise.reject(new Error('not used in this test'))

/** What a product card's heart reads: a query client and a session, signed in as `user` or signed out. */
export function WishlistTestProviders({
  user = null,
  children,
}: {
  user?: User | null
  children: ReactNode
}) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  const session: Session = {
    user,
    status: user ? 'authenticated' : 'anonymous',
    isAdmin: user?.role === 'admin',
    isStaff: user?.role === 'staff',
    canOpenAdmin: user?.role === 'admin' || user?.role === 'staff',
    login: notInThisTest,
    verifyTwoFactor: notInThisTest,
    register: notInThisTest,
    resetPassword: notInThisTest,
    logout: () => Promise.resolve(),
    updateProfile: notInThisTest,
    refreshUser: notInThisTest,
  }
  return (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  )
}
