import { useMutation } from '@tanstack/react-query'
import type { Carrier } from '@common/carriers'
import type { OrderStatus } from '@common/constants'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import { api } from '../../../../api/http-client'
import { useOrderChanged } from './use-order-changed'

export interface OrderStatusChange {
  orderId: string
  status: OrderStatus
  /** Sent only with shipped; the server keeps the old number when none is given. */
  trackingNumber?: string
  /** The tracking number's carrier, sent with it. */
  carrier?: Carrier
}

/** PUT /orders/:id/status {status, trackingNumber?, carrier?}: answers the updated order. */
export function updateOrderStatus({
  orderId,
  status,
  trackingNumber,
  carrier,
}: OrderStatusChange): Promise<Order> {
  const body =
    trackingNumber === undefined ? { status } : { status, trackingNumber, ...(carrier ? { carrier } : {}) }
  return api.put(`/orders/${encodeURIComponent(orderId)}/status`, body, orderAnswerSchema)
}

export function useUpdateOrderStatus() {
  const orderChanged = useOrderChanged()
  return useMutation({ mutationFn: updateOrderStatus, onSuccess: orderChanged })
}
