import { queryOptions, useQuery } from '@tanstack/react-query'
import { returnPolicySchema, type ReturnPolicy } from '@common/schemas/returns'
import { api } from '../../../api/http-client'

/** GET /returns/policy: the days after delivery a return may be asked for, as the admin set them. */
export function getReturnPolicy(signal?: AbortSignal): Promise<ReturnPolicy> {
  return api.get('/returns/policy', returnPolicySchema, { signal })
}

export const returnPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['policies', 'returns'] as const,
    queryFn: ({ signal }) => getReturnPolicy(signal),
  })

export function useReturnPolicy() {
  return useQuery(returnPolicyQueryOptions())
}
