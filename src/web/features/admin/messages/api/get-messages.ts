import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { messageListResponseSchema, type MessageListResponse } from '@common/schemas/messages'
import { api } from '../../../../api/http-client'

export type MessageListParams = {
  page?: number
  limit?: number
  search?: string
  kind?: 'contact' | 'support'
  handled?: boolean
}

export const messagesQueryKey = ['admin', 'messages'] as const

/** GET /messages with the given filters. */
export function getMessages(params: MessageListParams, signal?: AbortSignal): Promise<MessageListResponse> {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(name, String(value))
  return api.get(`/messages?${query}`, messageListResponseSchema, { signal })
}

export const messagesQueryOptions = (params: MessageListParams) =>
  queryOptions({
    queryKey: [...messagesQueryKey, params],
    queryFn: ({ signal }) => getMessages(params, signal),
  })

/** One page of messages; the previous page stays on screen while the next one loads. */
export function useMessages(params: MessageListParams) {
  return useQuery({ ...messagesQueryOptions(params), placeholderData: keepPreviousData })
}

/** The number of messages no admin has handled yet, for the tab's badge; undefined until known. */
export function useUnhandledMessageCount(): number | undefined {
  return useQuery({ ...messagesQueryOptions({ limit: 1 }), select: (data) => data.unhandled }).data
}
