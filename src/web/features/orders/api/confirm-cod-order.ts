import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import { api } from '../../../api/http-client'
import { myOrderQueryOptions } from './get-my-order'
import { myOrdersQueryKey } from './get-my-orders'

/**
 * POST /orders/my-orders/:id/confirm: the shopper confirms a cash-on-delivery order that waits for it; answers the
 * order (`codConfirmation: "confirmed"`), 409 with the server's message when it no longer waits.
 */
export function confirmCodOrder(orderId: string): Promise<Order> {
  return api.post(`/orders/my-orders/${encodeURIComponent(orderId)}/confirm`, {}, orderAnswerSchema)
}

export function useConfirmCodOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmCodOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(myOrderQueryOptions(order._id).queryKey, order)
      await queryClient.invalidateQueries({
        queryKey: myOrdersQueryKey,
        predicate: ({ queryKey }) => queryKey.length === myOrdersQueryKey.length,
      })
    },
  })
}
