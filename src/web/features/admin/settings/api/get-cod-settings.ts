import { queryOptions, useQuery } from '@tanstack/react-query'
import { codSettingsSchema, type CodSettings } from '@common/schemas/cash-on-delivery'
import { api } from '../../../../api/http-client'

export const codSettingsQueryKey = ['admin', 'cod', 'settings'] as const

/** GET /cod/settings: the largest order paid on delivery, the returned parcels that stop it, the confirmation window. */
export function getCodSettings(signal?: AbortSignal): Promise<CodSettings> {
  return api.get('/cod/settings', codSettingsSchema, { signal })
}

export function useCodSettings() {
  return useQuery(
    queryOptions({ queryKey: codSettingsQueryKey, queryFn: ({ signal }) => getCodSettings(signal) }),
  )
}
