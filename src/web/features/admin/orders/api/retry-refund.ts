import { useMutation } from '@tanstack/react-query'
import { refundSchema, type Refund } from '@common/schemas/order'
import { api } from '../../../../api/http-client'
import { useRefundChanged } from './use-refund-changed'

export interface RetryRefundRequest {
  orderId: string
  refundId: string
}

/** POST /orders/:id/refunds/:refundId/retry: a failed refund asked of the gateway again, pending once more. */
export function retryRefund({ orderId, refundId }: RetryRefundRequest): Promise<Refund> {
  return api.post(
    `/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/retry`,
    undefined,
    refundSchema,
  )
}

export function useRetryRefund() {
  const refundChanged = useRefundChanged()
  return useMutation({
    mutationFn: retryRefund,
    onSuccess: (_refund, { orderId }) => refundChanged(orderId),
  })
}
