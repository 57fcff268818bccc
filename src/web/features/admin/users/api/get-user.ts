import { queryOptions, useQuery } from '@tanstack/react-query'
import { userSchema, type User } from '@common/schemas/auth'
import { api } from '../../../../api/http-client'
import { adminUsersQueryKey } from './get-users'

export const adminUserQueryKey = (userId: string) => [...adminUsersQueryKey, 'detail', userId] as const

/** GET /users/:id: one account as the admin sees it; an unknown id answers 404. */
export function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  return api.get(`/users/${encodeURIComponent(userId)}`, userSchema, { signal })
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminUserQueryKey(userId), queryFn: ({ signal }) => getUser(userId, signal) })

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId))
}
