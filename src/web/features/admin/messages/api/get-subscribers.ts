import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ADMIN_LIST_PAGE_SIZE } from '@common/constants'
import { subscriberListResponseSchema } from '@common/schemas/messages'
import type { z } from 'zod'
import { api } from '../../../../api/http-client'

export type SubscriberListResponse = z.output<typeof subscriberListResponseSchema>

export const subscribersQueryKey = ['admin', 'newsletter-subscribers'] as const

/** GET /newsletter/subscribers?page=&limit=&search=: newest first; the server searches the e-mail. */
export function getSubscribers(
  { page, search }: { page: number; search: string },
  signal?: AbortSignal,
): Promise<SubscriberListResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_LIST_PAGE_SIZE) })
  if (search !== '') query.set('search', search)
  return api.get(`/newsletter/subscribers?${query}`, subscriberListResponseSchema, { signal })
}

export const subscribersQueryOptions = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...subscribersQueryKey, params],
    queryFn: ({ signal }) => getSubscribers(params, signal),
  })

export function useSubscribers(params: { page: number; search: string }) {
  return useQuery({ ...subscribersQueryOptions(params), placeholderData: keepPreviousData })
}
