import { lazy, Suspense, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { TOAST_LIMIT } from '@common/constants'
import { SessionProvider } from '../features/auth/session/session-provider'

// Toasts only ever follow something the shopper did or a failed call: sonner is not needed to paint the first
// screen, so it arrives in its own chunk just after.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })))

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <Suspense fallback={null}>
        {/* With no dir, sonner reads the page's computed direction on every render, a style recalculation. */}
        <Toaster
          position="top-right"
          visibleToasts={TOAST_LIMIT}
          theme="dark"
          dir="ltr"
          richColors
          closeButton
        />
      </Suspense>
    </QueryClientProvider>
  )
}
