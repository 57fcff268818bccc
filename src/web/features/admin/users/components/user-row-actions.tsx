import { Link } from 'react-router'
import { LoaderCircle, Pencil, ShieldCheck, ShieldOff, UserCheck, UserX } from 'lucide-react'
import type { User } from '@common/schemas/auth'
import { adminIconButtonClassName } from '../../components/admin-styles'
import type { UserActions } from '../hooks/use-user-actions'

/** A row's edit link and its role and status toggles, icon-only with names for screen readers. */
export function UserRowActions({ user, actions }: { user: User; actions: UserActions }) {
  const { busyUserId, toggleRole, toggleActive } = actions
  const isBusy = busyUserId === user._id
  const isWaiting = busyUserId !== null
  const roleLabel = user.role === 'admin' ? `Make ${user.name} a user` : `Make ${user.name} an admin`
  const statusLabel = user.isActive ? `Deactivate ${user.name}` : `Activate ${user.name}`
  const RoleIcon = user.role === 'admin' ? ShieldOff : ShieldCheck
  const StatusIcon = user.isActive ? UserX : UserCheck

  return (
    <div className="flex items-center gap-1" aria-busy={isBusy || undefined}>
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
        onClick={() => toggleRole(user)}
        disabled={isWaiting}
        aria-label={roleLabel}
        title={user.role === 'admin' ? 'Make user' : 'Make admin'}
        className={adminIconButtonClassName}
      >
        {isBusy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <RoleIcon aria-hidden="true" className="size-4" />
        )}
      </button>
      <button
        type="button"
        onClick={() => toggleActive(user)}
        disabled={isWaiting}
        aria-label={statusLabel}
        title={user.isActive ? 'Deactivate' : 'Activate'}
        className={`${adminIconButtonClassName} ${user.isActive ? 'hover:text-rose-300' : 'hover:text-emerald-300'}`}
      >
        <StatusIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
