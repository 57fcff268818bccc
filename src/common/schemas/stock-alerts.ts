import { z } from 'zod'
import { emailSchema } from './auth'

export const NOTIFY_ME_MESSAGE = "We'll e-mail you once when it is back in stock."
export const IN_STOCK_MESSAGE = 'This product is in stock: you can order it now'

/** POST /products/:id/notify-me. */
export const notifyMeInputSchema = z.object({ email: emailSchema })
export const notifyMeResponseSchema = z.object({ success: z.literal(true), message: z.string() })

/** GET /stock-alerts (admin): shoppers waiting per product id, for the products tab. */
export const stockAlertCountsResponseSchema = z.object({
  success: z.literal(true),
  waiting: z.record(z.string(), z.number().int()),
})
export type StockAlertCounts = z.infer<typeof stockAlertCountsResponseSchema>['waiting']
