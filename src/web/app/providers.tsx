import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { TOAST_LIMIT } from '@common/constants'
import { SessionProvider } from '../features/auth/session/session-provider'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <Toaster position="top-right" visibleToasts={TOAST_LIMIT} theme="dark" richColors closeButton />
    </QueryClientProvider>
  )
}
