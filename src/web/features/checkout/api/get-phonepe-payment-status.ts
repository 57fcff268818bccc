import { api } from '../../../api/http-client'

export const PAYMENT_SUCCESS = 'PAYMENT_SUCCESS'
export const PAYMENT_ERROR = 'PAYMENT_ERROR'

export interface PhonePePaymentStatus {
  success: boolean
  data: {
    /** PAYMENT_SUCCESS, PAYMENT_PENDING or PAYMENT_ERROR. */
    transactionStatus: string
    orderId: string
  }
}

export function getPhonePePaymentStatus(transactionId: string): Promise<PhonePePaymentStatus> {
  return api.get<PhonePePaymentStatus>(`/payments/phonepe/status/${encodeURIComponent(transactionId)}`)
}
