import { queryOptions, useQuery } from '@tanstack/react-query'
import { auditActorsResponseSchema } from '@common/schemas/audit'
import { api } from '../../../../api/http-client'
import { adminAuditQueryKey } from './get-audit-entries'

export type AuditActorOption = { _id: string; email: string }

/** GET /admin/audit/actors: everybody who has an entry in the log, for the person filter. */
export async function getAuditActors(signal?: AbortSignal): Promise<AuditActorOption[]> {
  const { actors } = await api.get('/admin/audit/actors', auditActorsResponseSchema, { signal })
  return actors
}

export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminAuditQueryKey, 'actors'] as const,
    queryFn: ({ signal }) => getAuditActors(signal),
  })

export function useAuditActors() {
  return useQuery(auditActorsQueryOptions())
}
