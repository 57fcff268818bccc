import { useMutation } from '@tanstack/react-query'
import { shipmentSchema, type FailedDeliveryAction, type Shipment } from '@common/schemas/shipping'
import { api } from '../../../../api/http-client'
import { useShipmentChanged } from './use-shipment-changed'

/**
 * POST /orders/:id/shipment/failed-delivery {action}: after a failed attempt, the carrier delivers again or brings
 * the parcel back; answers the shipment. 409 when no failed attempt waits for a choice.
 */
export function chooseFailedDeliveryAction({
  orderId,
  action,
}: {
  orderId: string
  action: FailedDeliveryAction
}): Promise<Shipment> {
  return api.post(
    `/orders/${encodeURIComponent(orderId)}/shipment/failed-delivery`,
    { action },
    shipmentSchema,
  )
}

export function useChooseFailedDeliveryAction() {
  const shipmentChanged = useShipmentChanged()
  return useMutation({ mutationFn: chooseFailedDeliveryAction, onSuccess: shipmentChanged })
}
