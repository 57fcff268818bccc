import { Link, Navigate, useParams } from 'react-router'
import { ArrowLeft, UserRoundX } from 'lucide-react'
import { isApiError } from '../../../api/api-error'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../../lib/session-context'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { adminPageClassName, adminPanelClassName } from '../shared/components/admin-styles'
import { HistoryLink } from '../shared/components/history-link'
import { useUser } from '../shared/api/get-user'
import { ListError } from '../shared/components/admin-list-states'
import { UserAddressesPanel } from './components/user-addresses-panel'
import { UserOrdersPanel } from './components/user-orders-panel'
import { UserProfileCard } from './components/user-profile-card'
import { useUserActions } from './hooks/use-user-actions'
import { USER_NOT_FOUND } from './user-messages'

const USERS_TAB_PATH = '/admin?tab=users'

/** /admin/users/:id: one account, its role and status, its orders and its saved addresses. Admins only. */
export function AdminUserDetailPage() {
  const { isStaff } = useSession()
  // Accounts are the admin's: the server refuses staff, so they are sent to the work that is theirs.
  if (isStaff) return <Navigate to="/admin?tab=orders" replace />
  return <UserDetails />
}

function UserDetails() {
  const { id = '' } = useParams()
  const { user: signedIn } = useSession()
  const user = useUser(id)
  const actions = useUserActions()
  useDocumentTitle(user.data ? `${user.data.name} | Users` : 'User Details')

  const backLink = (
    <Link to={USERS_TAB_PATH} className={buttonClassName('ghost', '-ml-3')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Users
    </Link>
  )

  if (user.isPending) {
    return (
      <section className={adminPageClassName}>
        <Spinner label="Loading user" />
      </section>
    )
  }

  if (user.isError) {
    const isMissing = isApiError(user.error) && user.error.status === 404
    return (
      <section className={adminPageClassName}>
        {backLink}
        <div className={`${adminPanelClassName} mt-4`}>
          {isMissing ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <UserRoundX aria-hidden="true" className="size-10 text-slate-500" />
              <h1 className="text-2xl font-bold text-white">{USER_NOT_FOUND}</h1>
              <Link to={USERS_TAB_PATH} className={buttonClassName('primary', 'mt-3')}>
                Go back to Users
              </Link>
            </div>
          ) : (
            <>
              <h1 className="sr-only">User Details</h1>
              <ListError message="Failed to load user" onRetry={() => void user.refetch()} />
            </>
          )}
        </div>
      </section>
    )
  }

  return (
    <section className={`${adminPageClassName} space-y-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {backLink}
        <HistoryLink entity="user" entityId={user.data._id} className="ring-1 ring-white/15 ring-inset" />
      </div>
      <UserProfileCard user={user.data} isSignedInAdmin={user.data._id === signedIn?._id} actions={actions} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <UserOrdersPanel userId={user.data._id} />
        <UserAddressesPanel userId={user.data._id} />
      </div>
    </section>
  )
}
