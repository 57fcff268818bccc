import { Navigate, Outlet } from 'react-router'
import { Spinner } from '../../components/ui/spinner'
import { useSession } from '../../lib/session-context'

/**
 * Admin pages, for admins and staff (each admin page shows staff only their part): everybody else, signed in or
 * not, goes to the home page, not to sign-in.
 */
export function RequireAdmin() {
  const { status, canOpenAdmin } = useSession()

  if (status === 'loading') return <Spinner label="Checking your session" />
  if (!canOpenAdmin) return <Navigate to="/" replace />
  return <Outlet />
}
