import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ADMIN_LIST_PAGE_SIZE } from '@common/constants'
import { outboxListResponseSchema, type MailStatus, type OutboxListResponse } from '@common/schemas/mail'
import { api } from '../../../../../api/http-client'

export type OutboxListParams = { page: number; status: MailStatus | undefined }

export const outboxQueryKey = ['admin', 'outbox'] as const

/** GET /outbox?page=&limit=&status=: the mails the shop wrote, newest first. */
export function getOutbox(
  { page, status }: OutboxListParams,
  signal?: AbortSignal,
): Promise<OutboxListResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_LIST_PAGE_SIZE) })
  if (status) query.set('status', status)
  return api.get(`/outbox?${query}`, outboxListResponseSchema, { signal })
}

export const outboxQueryOptions = (params: OutboxListParams) =>
  queryOptions({
    queryKey: [...outboxQueryKey, 'list', params],
    queryFn: ({ signal }) => getOutbox(params, signal),
  })

/** One page of the outbox; the previous page stays on screen while the next one loads. */
export function useOutbox(params: OutboxListParams) {
  return useQuery({ ...outboxQueryOptions(params), placeholderData: keepPreviousData })
}
