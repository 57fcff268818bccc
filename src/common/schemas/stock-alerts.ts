import { z } from 'zod'
import { emailSchema } from './auth'
import { idSchema } from './common'

export const NOTIFY_ME_MESSAGE = "We'll e-mail you once when it is back in stock."
export const IN_STOCK_MESSAGE = 'This product is in stock: you can order it now'
export const VARIANT_IN_STOCK_MESSAGE = 'This variant is in stock: you can order it now'
export const NOT_A_VARIANT_MESSAGE = 'That is not a variant of this product'

/** POST /products/:id/notify-me; `variant` waits for one variant of a product with options. */
export const notifyMeInputSchema = z.object({ email: emailSchema, variant: idSchema.optional() })
export const notifyMeResponseSchema = z.object({ success: z.literal(true), message: z.string() })

/** GET /stock-alerts (admin): shoppers waiting per product id, for the products tab. */
export const stockAlertCountsResponseSchema = z.object({
  success: z.literal(true),
  waiting: z.record(z.string(), z.number().int()),
})
export type StockAlertCounts = z.infer<typeof stockAlertCountsResponseSchema>['waiting']
