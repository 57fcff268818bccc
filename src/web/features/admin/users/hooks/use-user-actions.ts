import { toast } from 'sonner'
import type { UserRole } from '@common/constants'
import type { User } from '@common/schemas/auth'
import { isApiError } from '../../../../api/api-error'
import { useUpdateUser } from '../api/update-user'
import {
  USER_ACTIVATED,
  USER_DEACTIVATED,
  USER_ROLE_FAILED,
  USER_STATUS_FAILED,
  userRoleUpdatedMessage,
} from '../user-messages'

export interface UserActions {
  /** Asked after the admin confirmed it: the server refuses demoting oneself or the last active admin. */
  changeRole: (user: User, role: UserRole) => void
  toggleActive: (user: User) => void
  /** The account being updated; while set, every row's actions wait (one busy row at a time). */
  busyUserId: string | null
}

/**
 * The reason the server gave (e.g. "You cannot deactivate or demote your own account"), or the client's
 * no-connection text; shown under the fixed failure toast.
 */
function failureDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined
  return error.serverMessage ?? (error.hasResponse ? undefined : error.message)
}

/** Role and status changes with their success and failure toasts, shared by the users tab and the user screen. */
export function useUserActions(): UserActions {
  const update = useUpdateUser({
    onSuccess: (user, { changes }) => {
      if (changes.role !== undefined) toast.success(userRoleUpdatedMessage(user.role))
      else toast.success(user.isActive ? USER_ACTIVATED : USER_DEACTIVATED)
    },
    onError: (error, { changes }) =>
      toast.error(changes.role !== undefined ? USER_ROLE_FAILED : USER_STATUS_FAILED, {
        description: failureDetail(error),
      }),
  })

  return {
    changeRole: (user, role) => update.mutate({ userId: user._id, changes: { role } }),
    toggleActive: (user) => update.mutate({ userId: user._id, changes: { isActive: !user.isActive } }),
    busyUserId: update.isPending ? update.variables.userId : null,
  }
}
