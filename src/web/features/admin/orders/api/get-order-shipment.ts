import { queryOptions, useQuery } from '@tanstack/react-query'
import { shipmentSchema, type Shipment } from '@common/schemas/shipping'
import { isApiError } from '../../../../api/api-error'
import { api } from '../../../../api/http-client'
import { adminOrderDetailQueryKey } from '../../shared/api/admin-query-keys'

/** Under the order's own key, so reading the order again (after a booking) reads its shipment too. */
export const orderShipmentQueryKey = (orderId: string) =>
  [...adminOrderDetailQueryKey(orderId), 'shipment'] as const

/** GET /orders/:id/shipment (admin, staff): the order's booking with the carrier; a 404 means none is booked. */
export async function getOrderShipment(orderId: string, signal?: AbortSignal): Promise<Shipment | null> {
  try {
    return await api.get(`/orders/${encodeURIComponent(orderId)}/shipment`, shipmentSchema, { signal })
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

export const orderShipmentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderShipmentQueryKey(orderId),
    queryFn: ({ signal }) => getOrderShipment(orderId, signal),
  })

export function useOrderShipment(orderId: string) {
  return useQuery(orderShipmentQueryOptions(orderId))
}
