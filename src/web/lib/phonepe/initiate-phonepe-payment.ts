import { initiatePaymentResponseSchema } from '@common/schemas/payment'
import type { z } from 'zod'
import { isApiError } from '../../api/api-error'
import { api } from '../../api/http-client'

export interface InitiatePhonePePaymentInput {
  /** Rupees; the server charges the order's own total whatever is sent. */
  amount: number
  /** "+91" followed by 10 digits. */
  mobileNumber: string
  orderId: string
}

/** `redirectUrl` comes only with the real gateway: its checkout page, where the shopper pays. */
export type PhonePePaymentInitiation = z.output<typeof initiatePaymentResponseSchema>

/** The payment step's words for a start that did not happen. */
const PAYMENT_START_FAILED_MESSAGE = 'Failed to initiate payment'

/** A 2xx answer without a started transaction means the payment did not start: an Error with the step's words. */
export async function initiatePhonePePayment(
  input: InitiatePhonePePaymentInput,
): Promise<PhonePePaymentInitiation> {
  try {
    return await api.post('/payments/phonepe/initiate', input, initiatePaymentResponseSchema)
  } catch (error) {
    if (isApiError(error) && error.isInvalidResponse) throw new Error(PAYMENT_START_FAILED_MESSAGE)
    throw error
  }
}
