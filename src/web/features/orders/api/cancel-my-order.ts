import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import { api } from '../../../api/http-client'
import { myOrderQueryOptions } from './get-my-order'
import { myOrdersQueryKey } from './get-my-orders'

export interface CancelMyOrderInput {
  orderId: string
  /** One of CANCEL_REASONS or the shopper's own words; none is fine too. */
  reason?: string | undefined
}

/**
 * POST /orders/my-orders/:id/cancel {reason?}: answers the cancelled order (a paid online order with its full refund
 * under way); 409 with the server's message once the order is shipped, delivered or already cancelled.
 */
export function cancelMyOrder({ orderId, reason }: CancelMyOrderInput): Promise<Order> {
  return api.post(
    `/orders/my-orders/${encodeURIComponent(orderId)}/cancel`,
    reason ? { reason } : {},
    orderAnswerSchema,
  )
}

/** The order's page takes the server's answer as it is; My Orders reads the list again. */
export function cancelMyOrderMutation(
  queryClient: QueryClient,
): UseMutationOptions<Order, Error, CancelMyOrderInput> {
  return {
    mutationFn: cancelMyOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(myOrderQueryOptions(order._id).queryKey, order)
      await queryClient.invalidateQueries({
        queryKey: myOrdersQueryKey,
        predicate: ({ queryKey }) => queryKey.length === myOrdersQueryKey.length,
      })
    },
  }
}
