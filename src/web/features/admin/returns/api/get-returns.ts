import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ADMIN_LIST_PAGE_SIZE } from '@common/constants'
import { returnListResponseSchema, type ReturnListResponse, type ReturnStatus } from '@common/schemas/returns'
import { api } from '../../../../api/http-client'

/** Every admin view of return requests (the tab's pages, the waiting count) lives under one key. */
export const adminReturnsQueryKey = ['admin', 'returns'] as const

export interface ReturnListParams {
  status: ReturnStatus | ''
  page: number
  limit?: number
}

/** GET /returns?page=&limit=&status=: one page of return requests, newest first, with the count waiting. */
export function getReturns(
  { status, page, limit = ADMIN_LIST_PAGE_SIZE }: ReturnListParams,
  signal?: AbortSignal,
): Promise<ReturnListResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) })
  if (status !== '') query.set('status', status)
  return api.get(`/returns?${query}`, returnListResponseSchema, { signal })
}

export const returnsQueryOptions = (params: ReturnListParams) =>
  queryOptions({
    queryKey: [...adminReturnsQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getReturns(params, signal),
  })

/** One page of requests; the page on screen stays while the next page or filter loads. */
export function useReturns(params: ReturnListParams) {
  return useQuery({ ...returnsQueryOptions(params), placeholderData: keepPreviousData })
}

/** The requests waiting for a decision, for the tab's badge; undefined until known (or not asked: staff). */
export function useWaitingReturnCount({ enabled = true }: { enabled?: boolean } = {}): number | undefined {
  return useQuery({
    ...returnsQueryOptions({ status: '', page: 1, limit: 1 }),
    select: (data) => data.waiting,
    enabled,
  }).data
}
