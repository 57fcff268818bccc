import type { UseMutationOptions } from '@tanstack/react-query'
import { orderAnswerSchema, type Order } from '@common/schemas/order'
import { api } from '../../../../api/http-client'
import { useOrderChanged } from './use-order-changed'

export interface AdminCancelInput {
  orderId: string
  reason?: string | undefined
}

/**
 * POST /orders/:id/cancel {reason?}: the cancelled order, its stock back on sale and a paid online payment refunded
 * in full through the gateway; 409 with the server's message once shipped, delivered or cancelled.
 */
export function cancelAdminOrder({ orderId, reason }: AdminCancelInput): Promise<Order> {
  return api.post(
    `/orders/${encodeURIComponent(orderId)}/cancel`,
    reason ? { reason } : {},
    orderAnswerSchema,
  )
}

/** The cancellation as the order screen sends it: the order's detail, lists and figures follow the answer. */
export function useCancelAdminOrderMutation(): UseMutationOptions<Order, Error, AdminCancelInput> {
  const orderChanged = useOrderChanged()
  return { mutationFn: cancelAdminOrder, onSuccess: orderChanged }
}
