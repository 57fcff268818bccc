import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ADMIN_LIST_PAGE_SIZE } from '@common/constants'
import { auditResponseSchema, type AuditEntity, type AuditResponse } from '@common/schemas/audit'
import { api } from '../../../../api/http-client'

/** Every query of the audit log (the entries, the people) starts with this key. */
export const adminAuditQueryKey = ['admin', 'audit'] as const

export interface AuditFilters {
  /** The acting person's id; '' for everybody. */
  actor: string
  entity: AuditEntity | ''
  /** One record's id, e.g. a product's; '' for every record. */
  entityId: string
}

export interface AuditListParams extends AuditFilters {
  page: number
}

/** GET /admin/audit?page=&limit=&actor=&entity=&entityId=: one page of the log, newest first; blanks left out. */
export function getAuditEntries(
  { page, actor, entity, entityId }: AuditListParams,
  signal?: AbortSignal,
): Promise<AuditResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_LIST_PAGE_SIZE) })
  if (actor !== '') query.set('actor', actor)
  if (entity !== '') query.set('entity', entity)
  if (entityId.trim() !== '') query.set('entityId', entityId.trim())
  return api.get(`/admin/audit?${query}`, auditResponseSchema, { signal })
}

export const auditEntriesQueryOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: [...adminAuditQueryKey, 'entries', params] as const,
    queryFn: ({ signal }) => getAuditEntries(params, signal),
    // A change made a moment ago in another tab must show when the log is opened: never served from the cache.
    staleTime: 0,
  })

/** The page on screen stays while the next page or filter loads. */
export function useAuditEntries(params: AuditListParams) {
  return useQuery({ ...auditEntriesQueryOptions(params), placeholderData: keepPreviousData })
}
