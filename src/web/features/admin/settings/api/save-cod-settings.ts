import { useMutation, useQueryClient } from '@tanstack/react-query'
import { codSettingsSchema, type CodSettings } from '@common/schemas/cash-on-delivery'
import { api } from '../../../../api/http-client'
import { codSettingsQueryKey } from './get-cod-settings'

/** PUT /cod/settings with the whole object; answers the rules as saved. */
export function saveCodSettings(input: CodSettings): Promise<CodSettings> {
  return api.put('/cod/settings', input, codSettingsSchema)
}

export function useSaveCodSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCodSettings,
    onSuccess: (settings) => queryClient.setQueryData(codSettingsQueryKey, settings),
  })
}
