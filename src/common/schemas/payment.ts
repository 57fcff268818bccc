import { z } from 'zod'
import { MAX_ID_LENGTH } from '../constants'
import { hasNoControlCharacters } from './text'

export const MOBILE_NUMBER_MESSAGE = 'Please enter a valid 10-digit mobile number'

/** Ten digits, optionally sent with the +91 prefix. */
export const mobileNumberSchema = z
  .string({ error: MOBILE_NUMBER_MESSAGE })
  .trim()
  .transform((value) => value.replace(/^\+91[\s-]?/, ''))
  .pipe(z.string().regex(/^\d{10}$/, MOBILE_NUMBER_MESSAGE))

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
