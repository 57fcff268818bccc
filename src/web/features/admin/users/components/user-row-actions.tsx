import { Link } from 'react-router'
import { LoaderCircle, Pencil, UserCheck, UserX } from 'lucide-react'
import type { User } from '@common/schemas/auth'
import { adminIconButtonClassName } from '../../shared/components/admin-styles'
import type { UserActions } from '../hooks/use-user-actions'
import { RoleSelect } from './role-select'

/** A row's role select, its edit link and its status toggle, icon-only with names for screen readers. */
export function UserRowActions({
  user,
  actions,
  isSelf,
}: {
  user: User
  actions: UserActions
  isSelf: boolean
}) {
  const { busyUserId, toggleActive } = actions
  const isBusy = busyUserId === user._id
  const isWaiting = busyUserId !== null
  const statusLabel = user.isActive ? `Deactivate ${user.name}` : `Activate ${user.name}`
  const StatusIcon = user.isActive ? UserX : UserCheck

  return (
    <div className="flex items-center gap-1" aria-busy={isBusy || undefined}>
      <div className="mr-1 w-28">
        <RoleSelect user={user} actions={actions} isSelf={isSelf} />
      </div>
      <Link
        to={`/admin/users/${user._id}`}
        aria-label={`Edit ${user.name}`}
        title="View and edit"
        className={adminIconButtonClassName}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Link>
      <button
        type="button"
        onClick={() => toggleActive(user)}
        disabled={isWaiting}
        aria-label={statusLabel}
        title={user.isActive ? 'Deactivate' : 'Activate'}
        className={`${adminIconButtonClassName} ${user.isActive ? 'hover:text-rose-300' : 'hover:text-emerald-300'}`}
      >
        {isBusy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <StatusIcon aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  )
}
