import { queryOptions, useQuery } from '@tanstack/react-query'
import { shippingSettingsSchema, type ShippingSettings } from '@common/schemas/shipping'
import { api } from '../../../../api/http-client'

export const shippingSettingsQueryKey = ['admin', 'shipping', 'settings'] as const

/** GET /shipping/settings: the flat rate, the items' total from which shipping is free, the COD fee (rupees). */
export function getShippingSettings(signal?: AbortSignal): Promise<ShippingSettings> {
  return api.get('/shipping/settings', shippingSettingsSchema, { signal })
}

export function useShippingSettings() {
  return useQuery(
    queryOptions({
      queryKey: shippingSettingsQueryKey,
      queryFn: ({ signal }) => getShippingSettings(signal),
    }),
  )
}
