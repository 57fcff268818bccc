import { useMutation } from '@tanstack/react-query'
import { shipmentSchema, type BookShipmentInput, type Shipment } from '@common/schemas/shipping'
import { api } from '../../../../api/http-client'
import { useShipmentChanged } from './use-shipment-changed'

/**
 * POST /orders/:id/shipment {weightGrams, lengthCm, breadthCm, heightCm}: books the parcel with the carrier and
 * ships the order; booking a booked order again answers the same shipment. 409 with the server's reason (no courier
 * for the PIN code, an order that cannot ship, a booking under way), 502 when the carrier did not answer.
 */
export function bookShipment({
  orderId,
  parcel,
}: {
  orderId: string
  parcel: BookShipmentInput
}): Promise<Shipment> {
  return api.post(`/orders/${encodeURIComponent(orderId)}/shipment`, parcel, shipmentSchema)
}

export function useBookShipment() {
  const shipmentChanged = useShipmentChanged()
  return useMutation({ mutationFn: bookShipment, onSuccess: shipmentChanged })
}
