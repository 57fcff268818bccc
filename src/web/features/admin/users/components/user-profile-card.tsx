import { LoaderCircle, Mail, UserCheck, UserX } from 'lucide-react'
import { formatOrderDate } from '@common/order-display'
import type { AdminUser } from '@common/schemas/users'
import { Button } from '../../../../components/ui/button'
import { adminPanelClassName } from '../../shared/components/admin-styles'
import type { UserActions } from '../hooks/use-user-actions'
import { UserAvatar } from './user-avatar'
import { RoleSelect } from './role-select'
import { UserRoleBadge, UserStatusBadge, YouBadge } from './user-badges'

interface UserProfileCardProps {
  user: AdminUser
  isSignedInAdmin: boolean
  actions: UserActions
}

/**
 * The account's identity, role and status, with the same role select and status toggle as the users tab, and how many of
 * its cash-on-delivery parcels came back undelivered (the count the cash-on-delivery rules block on).
 */
export function UserProfileCard({ user, isSignedInAdmin, actions }: UserProfileCardProps) {
  const isBusy = actions.busyUserId === user._id
  const joined = formatOrderDate(user.createdAt)
  const outlined = 'ring-1 ring-inset ring-white/15'

  return (
    <section aria-labelledby="user-name" className={adminPanelClassName}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <UserAvatar name={user.name} picture={user.profilePicture} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="user-name" className="text-2xl font-bold break-words text-white sm:text-3xl">
              {user.name}
            </h1>
            {isSignedInAdmin && <YouBadge />}
          </div>
          <a
            href={`mailto:${user.email}`}
            className="mt-1 inline-flex max-w-full items-center gap-2 break-all text-accent-300 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {user.email}
          </a>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-3 text-sm">
            <div className="flex items-center gap-2">
              <dt className="text-slate-400">Role</dt>
              <dd>
                <UserRoleBadge role={user.role} />
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-slate-400">Status</dt>
              <dd>
                <UserStatusBadge isActive={user.isActive} />
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-slate-400">Joined</dt>
              <dd className="text-slate-200">{joined ?? '—'}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-slate-400">Returned parcels</dt>
              <dd className={user.returnedParcels > 0 ? 'font-semibold text-rose-300' : 'text-slate-200'}>
                {user.returnedParcels}
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" aria-busy={isBusy || undefined}>
        <div className="sm:w-40">
          <RoleSelect user={user} actions={actions} isSelf={isSignedInAdmin} showLabel />
        </div>
        <Button
          variant="ghost"
          className={outlined}
          onClick={() => actions.toggleActive(user)}
          disabled={actions.busyUserId !== null}
        >
          {user.isActive ? (
            <UserX aria-hidden="true" className="size-4" />
          ) : (
            <UserCheck aria-hidden="true" className="size-4" />
          )}
          {user.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        {isBusy && (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-300">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Updating...
          </span>
        )}
      </div>
    </section>
  )
}
