import { useMutation } from '@tanstack/react-query'
import { refundSchema, type CreateRefundInput, type Refund } from '@common/schemas/order'
import { api } from '../../../../api/http-client'
import { useRefundChanged } from './use-refund-changed'

export interface CreateRefundRequest {
  orderId: string
  input: CreateRefundInput
}

/**
 * POST /orders/:id/refunds {amount (rupees), reason, reference?, method?}: 201 the refund (pending through PhonePe,
 * completed when the shop paid it by bank or UPI); 409 above what is left to refund; 400 without the transfer's
 * reference on an order not paid online.
 */
export function createRefund({ orderId, input }: CreateRefundRequest): Promise<Refund> {
  return api.post(`/orders/${encodeURIComponent(orderId)}/refunds`, input, refundSchema)
}

export function useCreateRefund() {
  const refundChanged = useRefundChanged()
  return useMutation({
    mutationFn: createRefund,
    onSuccess: (_refund, { orderId }) => refundChanged(orderId),
  })
}
