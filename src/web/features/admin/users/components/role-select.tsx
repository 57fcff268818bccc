import { useId, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { USER_ROLES, type UserRole } from '@common/constants'
import type { User } from '@common/schemas/auth'
import { ConfirmDialog } from '../../shared/components/confirm-dialog'
import type { UserActions } from '../hooks/use-user-actions'

export const ROLE_LABELS: Record<UserRole, string> = { user: 'User', staff: 'Staff', admin: 'Admin' }

/** What each role may do, said in the confirmation so the admin knows what they give or take away. */
const ROLE_MEANINGS: Record<UserRole, string> = {
  user: 'They will shop as a customer, with no access to the admin area.',
  staff: 'They will run orders, products and messages, and nothing else in the admin area.',
  admin: 'They will be able to do everything, including changing roles, settings and refunds.',
}

interface RoleSelectProps {
  user: User
  actions: UserActions
  /** The signed-in admin's own account: the server refuses demoting oneself, so the choice is not offered. */
  isSelf: boolean
  /** Visible label ("Role") on the user page; the table names the account for screen readers instead. */
  showLabel?: boolean
}

/**
 * User / Staff / Admin for one account. Choosing another role asks first (focus on Cancel); only "Change role" sends
 * PUT /users/:id {role}. The select shows the saved role until the server has answered.
 */
export function RoleSelect({ user, actions, isSelf, showLabel = false }: RoleSelectProps) {
  const id = useId()
  const hintId = useId()
  const [chosen, setChosen] = useState<UserRole | null>(null)
  const isWaiting = actions.busyUserId !== null

  const confirm = () => {
    if (chosen) actions.changeRole(user, chosen)
    setChosen(null)
  }

  return (
    <div className={showLabel ? 'flex flex-col gap-1' : ''}>
      <label htmlFor={id} className={showLabel ? 'text-sm text-slate-400' : 'sr-only'}>
        {showLabel ? 'Role' : `Role of ${user.name}`}
      </label>
      <div className="relative">
        <select
          id={id}
          value={user.role}
          disabled={isWaiting || isSelf}
          aria-describedby={isSelf ? hintId : undefined}
          onChange={(event) => {
            const role = USER_ROLES.find((candidate) => candidate === event.target.value)
            if (role && role !== user.role) setChosen(role)
          }}
          className="w-full appearance-none rounded-lg border border-night-600 bg-night-900/90 py-2 pr-9 pl-3 text-sm text-slate-100 transition hover:border-accent-400/60 focus:border-accent-400 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
      {isSelf && (
        <span id={hintId} className="sr-only">
          You cannot change your own role
        </span>
      )}
      <ConfirmDialog
        isOpen={chosen !== null}
        question={
          chosen
            ? `Change ${user.name}'s role from ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[chosen]}? ${ROLE_MEANINGS[chosen]}`
            : ''
        }
        confirmLabel="Change role"
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
    </div>
  )
}
