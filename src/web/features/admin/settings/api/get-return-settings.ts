import { queryOptions, useQuery } from '@tanstack/react-query'
import { returnSettingsSchema, type ReturnSettings } from '@common/schemas/returns'
import { api } from '../../../../api/http-client'

export const returnSettingsQueryKey = ['admin', 'returns-settings'] as const

/** GET /returns/settings: the days after delivery a return may be asked for. */
export function getReturnSettings(signal?: AbortSignal): Promise<ReturnSettings> {
  return api.get('/returns/settings', returnSettingsSchema, { signal })
}

export function useReturnSettings() {
  return useQuery(
    queryOptions({ queryKey: returnSettingsQueryKey, queryFn: ({ signal }) => getReturnSettings(signal) }),
  )
}
