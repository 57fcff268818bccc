import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { adminUserSchema, type AdminUpdateUserInput, type AdminUser } from '@common/schemas/users'
import { api } from '../../../../api/http-client'
import { adminUserQueryKey, adminUsersQueryKey } from '../../shared/api/admin-query-keys'
import { adminUserListsQueryKey, type UserListResponse } from './get-users'

/** The dashboard tab's figures (its key, ['admin', 'stats']): the customer count moves with a role change. */
const dashboardStatsQueryKey = ['admin', 'stats'] as const

export interface UpdateUserVariables {
  userId: string
  changes: AdminUpdateUserInput
}

/** PUT /users/:id with `{isActive}` or `{role}`: the server answers the updated user, or refuses with a message. */
export function updateUser({ userId, changes }: UpdateUserVariables): Promise<AdminUser> {
  return api.put(`/users/${encodeURIComponent(userId)}`, changes, adminUserSchema)
}

/** Puts the server's answer everywhere the user is shown at once, then refetches to stay exact. */
function storeUpdatedUser(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueryData(adminUserQueryKey(user._id), user)
  queryClient.setQueriesData<UserListResponse>({ queryKey: adminUserListsQueryKey }, (list) =>
    list ? { ...list, users: list.users.map((listed) => (listed._id === user._id ? user : listed)) } : list,
  )
}

interface UpdateUserCallbacks {
  onSuccess: (user: AdminUser, variables: UpdateUserVariables) => void
  onError: (error: unknown, variables: UpdateUserVariables) => void
}

/**
 * The callbacks sit on the mutation itself, not on `mutate`, so the toast still shows when the admin has
 * already left the screen that started the change.
 */
export function useUpdateUser({ onSuccess, onError }: UpdateUserCallbacks) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user, variables) => {
      storeUpdatedUser(queryClient, user)
      onSuccess(user, variables)
    },
    onError,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey }),
      ])
    },
  })
}
