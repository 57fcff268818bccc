import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ADMIN_LIST_PAGE_SIZE } from '@common/constants'
import { userListResponseSchema } from '@common/schemas/users'
import type { z } from 'zod'
import { api } from '../../../../api/http-client'
import { adminUsersQueryKey } from '../../shared/api/admin-query-keys'

export type UserListResponse = z.output<typeof userListResponseSchema>

export interface UserListParams {
  page: number
  search: string
}

export const adminUserListsQueryKey = [...adminUsersQueryKey, 'list'] as const

/** GET /users?page=&limit=&search=: one page of accounts; the server searches name and e-mail. */
export function getUsers({ page, search }: UserListParams, signal?: AbortSignal): Promise<UserListResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_LIST_PAGE_SIZE) })
  if (search.trim() !== '') query.set('search', search.trim())
  return api.get(`/users?${query}`, userListResponseSchema, { signal })
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: [...adminUserListsQueryKey, params],
    queryFn: ({ signal }) => getUsers(params, signal),
  })

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData })
}
