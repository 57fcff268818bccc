import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import { api } from '../../../../api/http-client'
import { adminUserQueryKey } from '../../shared/api/admin-query-keys'
import { useOrderChanged } from './use-order-changed'

export interface ReturnToOriginInput {
  orderId: string
  /** Per product how many go back on sale (0: none, a parcel that came back damaged). */
  restock: { product: string; qty: number }[]
}

/**
 * PUT /orders/:id/status {status: 'returned', restock}: a shipped cash-on-delivery parcel came back undelivered;
 * answers the order. 409 with the server's message for any other order (not shipped, paid online, returned already).
 */
export function markReturnedToOrigin({ orderId, restock }: ReturnToOriginInput): Promise<Order> {
  return api.put(
    `/orders/${encodeURIComponent(orderId)}/status`,
    { status: 'returned', restock },
    orderAnswerSchema,
  )
}

/** Besides the order and its lists, the customer's record counts the parcel: their page is read again. */
export function useMarkReturnedToOrigin() {
  const orderChanged = useOrderChanged()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markReturnedToOrigin,
    onSuccess: (order) =>
      Promise.all([
        orderChanged(order),
        queryClient.invalidateQueries({ queryKey: adminUserQueryKey(order.userId) }),
      ]),
  })
}
