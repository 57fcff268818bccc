import { paymentStatusResponseSchema } from '@common/schemas/payment'
import type { z } from 'zod'
import { api } from '../../api/http-client'

export const PAYMENT_SUCCESS = 'PAYMENT_SUCCESS'
export const PAYMENT_ERROR = 'PAYMENT_ERROR'

/** `data.transactionStatus` is PAYMENT_SUCCESS, PAYMENT_PENDING or PAYMENT_ERROR. */
export type PhonePePaymentStatus = z.output<typeof paymentStatusResponseSchema>

export function getPhonePePaymentStatus(transactionId: string): Promise<PhonePePaymentStatus> {
  return api.get(`/payments/phonepe/status/${encodeURIComponent(transactionId)}`, paymentStatusResponseSchema)
}
