import { api } from '../../../api/http-client'

export interface InitiatePhonePePaymentInput {
  /** Rupees; the server charges the order's own total whatever is sent. */
  amount: number
  /** "+91" followed by 10 digits. */
  mobileNumber: string
  orderId: string
}

export interface PhonePePaymentInitiation {
  success: boolean
  transactionId: string
  orderId: string
  message: string
  /** Only with the real gateway: its checkout page, where the shopper pays. */
  redirectUrl?: string
}

export function initiatePhonePePayment(
  input: InitiatePhonePePaymentInput,
): Promise<PhonePePaymentInitiation> {
  return api.post<PhonePePaymentInitiation>('/payments/phonepe/initiate', input)
}
