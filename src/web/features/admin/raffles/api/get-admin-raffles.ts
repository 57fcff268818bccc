import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRafflesResponseSchema, type AdminRaffle } from '@common/schemas/raffle'
import { api } from '../../../../api/http-client'

export const adminRafflesQueryKey = ['admin', 'raffles'] as const

/** GET /admin/raffles (admin): the raffles, the latest to open first. */
export async function getAdminRaffles(signal?: AbortSignal): Promise<AdminRaffle[]> {
  const { raffles } = await api.get('/admin/raffles', adminRafflesResponseSchema, { signal })
  return raffles
}

export const adminRafflesQueryOptions = () =>
  queryOptions({ queryKey: adminRafflesQueryKey, queryFn: ({ signal }) => getAdminRaffles(signal) })

export function useAdminRaffles() {
  return useQuery(adminRafflesQueryOptions())
}
