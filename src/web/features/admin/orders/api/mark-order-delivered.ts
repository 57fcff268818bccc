import { useMutation } from '@tanstack/react-query'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import { api } from '../../../../api/http-client'
import { useOrderChanged } from './use-order-changed'

/** PUT /orders/:id/deliver: the server refuses (409) an unpaid online payment or a cancelled order. */
export function markOrderDelivered(orderId: string): Promise<Order> {
  return api.put(`/orders/${encodeURIComponent(orderId)}/deliver`, undefined, orderAnswerSchema)
}

export function useMarkOrderDelivered() {
  const orderChanged = useOrderChanged()
  return useMutation({ mutationFn: markOrderDelivered, onSuccess: orderChanged })
}
