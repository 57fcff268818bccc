import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import type { SimulatorEventInput } from '@common/schemas/shipping'
import { api } from '../../../../api/http-client'
import { orderShipmentQueryKey } from './get-order-shipment'
import { useOrderChanged } from './use-order-changed'

/**
 * POST /shipping/simulator/events {awb, event} (admin, while the simulator runs): the event Shiprocket's webhook
 * would send, which moves the order; answers the order.
 */
export function sendSimulatorEvent(input: SimulatorEventInput): Promise<Order> {
  return api.post('/shipping/simulator/events', input, orderAnswerSchema)
}

/** The order takes the answer; the shipment is read again, since a failed attempt is recorded on it. */
export function useSendSimulatorEvent() {
  const orderChanged = useOrderChanged()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendSimulatorEvent,
    onSuccess: (order) =>
      Promise.all([
        orderChanged(order),
        queryClient.invalidateQueries({ queryKey: orderShipmentQueryKey(order._id) }),
      ]),
  })
}
