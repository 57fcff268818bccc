import { z } from 'zod'

/** A code as a shopper types it (cart, checkout, POST /orders `discountCode`), compared without regard to case. */
export const discountCodeSchema = z
  .string({ error: 'Please enter a code' })
  .trim()
  .min(1, 'Please enter a code')
  .max(32, 'This code is not valid')
  .transform((code) => code.toUpperCase())
