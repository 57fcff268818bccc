import * as z from 'zod/mini'
import { DELIVERY_ZONES } from '@common/pin-code'
import type { DeliveryEstimate, PincodePlace } from '@common/schemas/delivery'

/*
 * The PIN directory's answers as the storefront reads them: the product page's delivery check and the address
 * form's city and state. zod/mini, not the shared schemas of src/common/schemas/delivery.ts: classic zod is ≈26 kB
 * gzip that a shopper's phone had to evaluate before the product page could draw; these cost ≈5 kB. `satisfies`
 * holds each to the shared schema's type, so a field added there fails the type check here.
 */

export const pincodePlaceAnswerSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
}) satisfies z.ZodMiniType<PincodePlace>

export const deliveryEstimateAnswerSchema = z.extend(pincodePlaceAnswerSchema, {
  zone: z.enum(DELIVERY_ZONES),
  cashOnDelivery: z.boolean(),
  estimate: z.object({
    minDays: z.int(),
    maxDays: z.int(),
    earliest: z.string(),
    latest: z.string(),
  }),
}) satisfies z.ZodMiniType<DeliveryEstimate>
