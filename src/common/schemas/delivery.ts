import { z } from 'zod'
import { DELIVERY_ZONES, INVALID_PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from '../pin-code'

/*
 * PIN codes and delivery (issue 18): the offline PIN directory's answers, the "Check delivery" estimate and the
 * admin's delivery settings. The server validates with these, and so does the admin's web app; the storefront
 * reads the PIN directory's answers with zod/mini copies held to these types (src/web/lib/pincode/pincode-answers.ts).
 */

export {
  DELIVERY_ZONES,
  INVALID_PIN_CODE_MESSAGE,
  isPinCode,
  PIN_CODE_PATTERN,
  UNKNOWN_PIN_CODE_MESSAGE,
  type DeliveryZone,
} from '../pin-code'

export const pinCodeSchema = z
  .string({ error: INVALID_PIN_CODE_MESSAGE })
  .regex(PIN_CODE_PATTERN, INVALID_PIN_CODE_MESSAGE)

/** The params of `/pincodes/:pin` and `/pincodes/:pin/delivery`. */
export const pinCodeParamsSchema = z.object({ pin: pinCodeSchema })

/** GET /pincodes/:pin: where a PIN code is, for an address form's City and State. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  /** The town an address form's "City" wants: the city for a metro's PIN, else the delivery office's place. */
  city: z.string(),
  district: z.string(),
  /** A name from INDIAN_STATES (src/common/indian-states.ts). */
  state: z.string(),
})
export type PincodePlace = z.infer<typeof pincodePlaceSchema>

/** GET /pincodes/:pin/delivery: cash on delivery and the dates a parcel sent today should arrive between. */
export const deliveryEstimateSchema = pincodePlaceSchema.extend({
  zone: z.enum(DELIVERY_ZONES),
  cashOnDelivery: z.boolean(),
  estimate: z.object({
    minDays: z.number().int(),
    maxDays: z.number().int(),
    /** Calendar dates in Indian time, 'YYYY-MM-DD'. */
    earliest: z.string(),
    latest: z.string(),
  }),
})
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>

export const MAX_DELIVERY_DAYS = 60
export const DELIVERY_DAYS_MESSAGE = `Delivery days must be whole numbers from 0 to ${MAX_DELIVERY_DAYS}`
export const MIN_OVER_MAX_DAYS_MESSAGE = 'The maximum days must not be less than the minimum'
export const PIN_PREFIX_MESSAGE = 'Each PIN prefix must be 1 to 6 digits'
/** More than enough for every district of India (about 800 three-digit prefixes); a bound on a stored list. */
export const MAX_COD_EXCLUDED_PREFIXES = 2000

const deliveryDaysSchema = z
  .number({ error: DELIVERY_DAYS_MESSAGE })
  .int(DELIVERY_DAYS_MESSAGE)
  .min(0, DELIVERY_DAYS_MESSAGE)
  .max(MAX_DELIVERY_DAYS, DELIVERY_DAYS_MESSAGE)

export const deliveryDayRangeSchema = z
  .object({ minDays: deliveryDaysSchema, maxDays: deliveryDaysSchema })
  .refine((range) => range.minDays <= range.maxDays, {
    message: MIN_OVER_MAX_DAYS_MESSAGE,
    path: ['maxDays'],
  })
export type DeliveryDayRange = z.infer<typeof deliveryDayRangeSchema>

/** GET and PUT /delivery/settings (admin): the whole object both ways. */
export const deliverySettingsSchema = z.object({
  /** Where cash on delivery is not offered: every PIN that starts with one of these. */
  codExcludedPinPrefixes: z
    .array(z.string({ error: PIN_PREFIX_MESSAGE }).regex(/^\d{1,6}$/, PIN_PREFIX_MESSAGE))
    .max(MAX_COD_EXCLUDED_PREFIXES),
  sameState: deliveryDayRangeSchema,
  neighbouring: deliveryDayRangeSchema,
  elsewhere: deliveryDayRangeSchema,
})
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>

/**
 * Until an admin saves settings: the island territories (Andaman and Nicobar 744, Lakshadweep 682551–682559)
 * get no cash on delivery, as couriers there do not collect it.
 */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  codExcludedPinPrefixes: ['744', '68255'],
  sameState: { minDays: 2, maxDays: 4 },
  neighbouring: { minDays: 3, maxDays: 6 },
  elsewhere: { minDays: 5, maxDays: 9 },
}

/** Whether cash on delivery may be offered at this PIN under these excluded prefixes. */
export function isCashOnDeliveryAllowed(pincode: string, excludedPrefixes: readonly string[]): boolean {
  return !excludedPrefixes.some((prefix) => pincode.startsWith(prefix))
}
