import { useMutation, useQueryClient } from '@tanstack/react-query'
import { returnSettingsSchema, type ReturnSettings } from '@common/schemas/returns'
import { api } from '../../../../api/http-client'
import { returnSettingsQueryKey } from './get-return-settings'

/** PUT /returns/settings {windowDays}: answers the settings as saved. */
export function saveReturnSettings(input: ReturnSettings): Promise<ReturnSettings> {
  return api.put('/returns/settings', input, returnSettingsSchema)
}

export function useSaveReturnSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveReturnSettings,
    onSuccess: (settings) => queryClient.setQueryData(returnSettingsQueryKey, settings),
  })
}
