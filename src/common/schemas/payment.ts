import { z } from 'zod'
import { MAX_ID_LENGTH } from '../constants'
import { indianMobileNumberSchema } from './phone'
import { hasNoControlCharacters } from './text'

export const MOBILE_NUMBER_MESSAGE = 'Please enter a valid 10-digit mobile number'

/** The number PhonePe asks for, usually sent with the +91 prefix; kept as its ten digits. */
export const mobileNumberSchema = indianMobileNumberSchema(MOBILE_NUMBER_MESSAGE)

export const initiatePaymentInputSchema = z.object({
  orderId: z
    .string({ error: 'Order ID is required' })
    .min(1, 'Order ID is required')
    .max(MAX_ID_LENGTH)
    .refine(hasNoControlCharacters, 'Invalid order ID'),
  mobileNumber: mobileNumberSchema,
  // The web client sends it; the amount charged is always the order's own total.
  amount: z.unknown().optional(),
})
export type InitiatePaymentInput = z.output<typeof initiatePaymentInputSchema>

export const initiatePaymentResponseSchema = z.object({
  success: z.literal(true),
  transactionId: z.string(),
  orderId: z.string(),
  message: z.string(),
  redirectUrl: z.string().optional(),
})

export const paymentStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    transactionStatus: z.enum(['PAYMENT_SUCCESS', 'PAYMENT_PENDING', 'PAYMENT_ERROR']),
    orderId: z.string(),
  }),
})
