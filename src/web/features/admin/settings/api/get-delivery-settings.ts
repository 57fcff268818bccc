import { queryOptions, useQuery } from '@tanstack/react-query'
import { deliverySettingsSchema, type DeliverySettings } from '@common/schemas/delivery'
import { api } from '../../../../api/http-client'

export const deliverySettingsQueryKey = ['admin', 'delivery', 'settings'] as const

/** GET /delivery/settings: where cash on delivery is refused, and the day ranges of each delivery zone. */
export async function getDeliverySettings(signal?: AbortSignal): Promise<DeliverySettings> {
  return api.get('/delivery/settings', deliverySettingsSchema, { signal })
}

export const deliverySettingsQueryOptions = () =>
  queryOptions({ queryKey: deliverySettingsQueryKey, queryFn: ({ signal }) => getDeliverySettings(signal) })

export function useDeliverySettings() {
  return useQuery(deliverySettingsQueryOptions())
}
