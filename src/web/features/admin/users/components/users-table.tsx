import type { User } from '@common/schemas/auth'
import { formatOrderDate } from '@common/order-display'
import {
  adminTableCellClassName,
  adminTableClassName,
  adminTableHeadCellClassName,
} from '../../shared/components/admin-styles'
import type { UserActions } from '../hooks/use-user-actions'
import { UserAvatar } from './user-avatar'
import { UserRoleBadge, UserStatusBadge, YouBadge } from './user-badges'
import { UserRowActions } from './user-row-actions'

interface UsersTableProps {
  users: User[]
  currentUserId: string | undefined
  actions: UserActions
}

/*
 * One table for every width: from md up a plain table, below it each row becomes a stacked card (the head
 * stays for screen readers), so a phone never scrolls sideways to reach a row's actions.
 */
const stackedCell = 'max-md:border-0 max-md:p-0'

export function UsersTable({ users, currentUserId, actions }: UsersTableProps) {
  return (
    <table className={`${adminTableClassName} max-md:block max-md:min-w-0`}>
      <caption className="sr-only">Users</caption>
      <thead className="max-md:sr-only">
        <tr>
          {['User', 'Email', 'Role', 'Status', 'Joined'].map((column) => (
            <th key={column} scope="col" className={adminTableHeadCellClassName}>
              {column}
            </th>
          ))}
          <th scope="col" className={`${adminTableHeadCellClassName} text-right`}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {users.map((user) => (
          <tr
            key={user._id}
            className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-white/10 max-md:bg-night-950/40 max-md:p-4"
          >
            <th
              scope="row"
              className={`${adminTableCellClassName} ${stackedCell} font-normal max-md:basis-full`}
            >
              <span className="flex min-w-0 items-center gap-3">
                <UserAvatar name={user.name} picture={user.profilePicture} />
                <span className="min-w-0 font-semibold break-words text-white">{user.name}</span>
                {user._id === currentUserId && <YouBadge />}
              </span>
            </th>
            <td className={`${adminTableCellClassName} ${stackedCell} break-all max-md:basis-full`}>
              {user.email}
            </td>
            <td className={`${adminTableCellClassName} ${stackedCell}`}>
              <UserRoleBadge role={user.role} />
            </td>
            <td className={`${adminTableCellClassName} ${stackedCell}`}>
              <UserStatusBadge isActive={user.isActive} />
            </td>
            <td className={`${adminTableCellClassName} ${stackedCell} whitespace-nowrap text-slate-300`}>
              <span className="md:sr-only">Joined </span>
              {formatOrderDate(user.createdAt) ?? '—'}
            </td>
            <td className={`${adminTableCellClassName} ${stackedCell} max-md:ml-auto`}>
              <div className="flex justify-end">
                <UserRowActions user={user} actions={actions} isSelf={user._id === currentUserId} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
