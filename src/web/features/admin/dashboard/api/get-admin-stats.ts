import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminStatsSchema, type AdminStats } from '@common/schemas/admin-stats'
import { api } from '../../../../api/http-client'
import { adminStatsQueryKey } from '../../shared/api/admin-query-keys'

/**
 * GET /admin/stats: every dashboard figure in one call. The answer is checked against the contract, so a
 * server that drifts from it shows the dashboard's error instead of a half-drawn screen.
 */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get('/admin/stats', adminStatsSchema, { signal })
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsQueryKey, queryFn: ({ signal }) => getAdminStats(signal) })

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions())
}
