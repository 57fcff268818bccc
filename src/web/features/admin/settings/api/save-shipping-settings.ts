import { useMutation, useQueryClient } from '@tanstack/react-query'
import { shippingSettingsSchema, type ShippingSettings } from '@common/schemas/shipping'
import { api } from '../../../../api/http-client'
import { shippingSettingsQueryKey } from './get-shipping-settings'

/** PUT /shipping/settings with the whole object; answers the charges as saved. */
export function saveShippingSettings(input: ShippingSettings): Promise<ShippingSettings> {
  return api.put('/shipping/settings', input, shippingSettingsSchema)
}

export function useSaveShippingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveShippingSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(shippingSettingsQueryKey, settings)
      // The cart's and checkout's figures and the shop's "free shipping over" texts read the quote.
      void queryClient.invalidateQueries({ queryKey: ['shipping'] })
    },
  })
}
