import { Users } from 'lucide-react'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../../lib/session-context'
import { AdminPagination } from '../shared/components/admin-pagination'
import { AdminSearchField } from '../shared/components/admin-search-field'
import { adminPanelClassName } from '../shared/components/admin-styles'
import { useUsers } from './api/get-users'
import { ListEmpty, ListError } from '../shared/components/admin-list-states'
import { UsersTable } from './components/users-table'
import { usePagedSearch } from '../shared/hooks/use-paged-search'
import { useUserActions } from './hooks/use-user-actions'
import { NO_USERS_FOUND, USERS_LOAD_FAILED } from './user-messages'

/** The admin dashboard's users tab: search by name or e-mail, page, promote or demote, (de)activate. */
export function UsersTab() {
  const { user: signedIn } = useSession()
  const { search, setSearch, sentSearch, page, setPage } = usePagedSearch()
  const users = useUsers({ page, search: sentSearch })
  const actions = useUserActions()

  return (
    <div className={adminPanelClassName}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <AdminSearchField
          label="Search users"
          placeholder="Search by name or email"
          value={search}
          onChange={setSearch}
        />
        {users.data && (
          <p className="text-sm text-slate-400" aria-live="polite">
            {users.data.totalUsers} {users.data.totalUsers === 1 ? 'user' : 'users'}
          </p>
        )}
      </div>

      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <ListError message={USERS_LOAD_FAILED} onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <ListEmpty icon={Users}>{NO_USERS_FOUND}</ListEmpty>
      ) : (
        <div
          aria-busy={users.isPlaceholderData || undefined}
          className={users.isPlaceholderData ? 'opacity-60' : ''}
        >
          <UsersTable users={users.data.users} currentUserId={signedIn?._id} actions={actions} />
          <AdminPagination
            page={page}
            totalPages={users.data.totalPages}
            onPageChange={setPage}
            label="Users pages"
          />
        </div>
      )}
    </div>
  )
}
