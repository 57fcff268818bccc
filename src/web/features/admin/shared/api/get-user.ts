import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminUserSchema, type AdminUser } from '@common/schemas/users'
import { api } from '../../../../api/http-client'
import { adminUserQueryKey } from './admin-query-keys'

/** GET /users/:id: one account as the admin sees it, with its returned parcels; an unknown id answers 404. */
export function getUser(userId: string, signal?: AbortSignal): Promise<AdminUser> {
  return api.get(`/users/${encodeURIComponent(userId)}`, adminUserSchema, { signal })
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminUserQueryKey(userId), queryFn: ({ signal }) => getUser(userId, signal) })

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId))
}
