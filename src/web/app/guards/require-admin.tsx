import { Navigate, Outlet } from 'react-router'
import { Spinner } from '../../components/ui/spinner'
import { useSession } from '../../lib/session-context'

/** Admin pages: everybody else, signed in or not, goes to the home page, not to sign-in. */
export function RequireAdmin() {
  const { status, isAdmin } = useSession()

  if (status === 'loading') return <Spinner label="Checking your session" />
  if (!isAdmin) return <Navigate to="/" replace />
  return <Outlet />
}
