import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deliverySettingsSchema } from '@common/schemas/delivery'
import { api } from '../../../../api/http-client'
import type { DeliverySettingsInput } from '../settings-schemas'
import { deliverySettingsQueryKey } from './get-delivery-settings'

/** PUT /delivery/settings with the whole object; answers the settings as saved. */
export function saveDeliverySettings(input: DeliverySettingsInput) {
  return api.put('/delivery/settings', input, deliverySettingsSchema)
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveDeliverySettings,
    onSuccess: (settings) => queryClient.setQueryData(deliverySettingsQueryKey, settings),
  })
}
