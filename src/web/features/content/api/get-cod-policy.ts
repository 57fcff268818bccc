import { queryOptions, useQuery } from '@tanstack/react-query'
import { codPolicySchema, type CodPolicy } from '@common/schemas/cash-on-delivery'
import { api } from '../../../api/http-client'

/** GET /cod/policy: the largest order paid on delivery, the returned parcels that stop it, the hours to confirm. */
export function getCodPolicy(signal?: AbortSignal): Promise<CodPolicy> {
  return api.get('/cod/policy', codPolicySchema, { signal })
}

export const codPolicyQueryOptions = () =>
  queryOptions({ queryKey: ['policies', 'cod'] as const, queryFn: ({ signal }) => getCodPolicy(signal) })

export function useCodPolicy() {
  return useQuery(codPolicyQueryOptions())
}
