import { Navigate, Outlet, createSearchParams, useLocation } from 'react-router'
import { Spinner } from '../../components/ui/spinner'
import { useSession } from '../../lib/session-context'

/** Signed-in pages: others go to /login, which brings them back here afterwards. */
export function RequireUser() {
  const { status } = useSession()
  const location = useLocation()

  if (status === 'loading') return <Spinner label="Checking your session" />
  if (status === 'anonymous') {
    const returnTo = `${location.pathname}${location.search}`
    return <Navigate to={`/login?${createSearchParams({ returnTo }).toString()}`} replace />
  }
  return <Outlet />
}
