import { queryOptions, useQuery } from '@tanstack/react-query'
import { outboxMailResponseSchema, type OutboxMailDetail } from '@common/schemas/mail'
import { api } from '../../../../../api/http-client'
import { outboxQueryKey } from './get-outbox'

/** GET /outbox/:id: one mail with its HTML and plain-text bodies. */
export async function getOutboxMail(mailId: string, signal?: AbortSignal): Promise<OutboxMailDetail> {
  const { mail } = await api.get(`/outbox/${encodeURIComponent(mailId)}`, outboxMailResponseSchema, {
    signal,
  })
  return mail
}

export const outboxMailQueryKey = (mailId: string) => [...outboxQueryKey, 'mail', mailId] as const

export const outboxMailQueryOptions = (mailId: string) =>
  queryOptions({
    queryKey: outboxMailQueryKey(mailId),
    queryFn: ({ signal }) => getOutboxMail(mailId, signal),
  })

export function useOutboxMail(mailId: string) {
  return useQuery(outboxMailQueryOptions(mailId))
}
