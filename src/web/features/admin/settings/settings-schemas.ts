import { z } from 'zod'
import { PRODUCT_CATEGORIES, type ProductCategory } from '@common/constants'

/*
 * The Settings tab's answers and forms. The answers follow the issue 18 contract (GET/PUT
 * /api/tax/category-defaults, GET/PUT /api/delivery/settings); the forms' rules are the server's, with words
 * that say which field and which line is wrong.
 */

/** The rates GST is charged at in India, in per cent. */
export const GST_RATE_CHOICES = [0, 5, 12, 18, 28] as const
export type GstRateChoice = (typeof GST_RATE_CHOICES)[number]

/** HSN codes are 4, 6 or 8 digits: the chapter heading, its sub-heading, or the full tariff item. */
const HSN_CODE = /^(?:\d{4}|\d{6}|\d{8})$/
/** A PIN prefix names a whole region (7 = Odisha…), a district (744) or one office (682551). */
const PIN_PREFIX = /^\d{1,6}$/
const WHOLE_DAYS = /^\d{1,2}$/

export const MAX_DELIVERY_DAYS = 60

export const HSN_CODE_MESSAGE = 'HSN code must be 4, 6 or 8 digits'
export const GST_RATE_MESSAGE = 'Choose a GST rate of 0, 5, 12, 18 or 28 %'
export const DAYS_MESSAGE = `Enter whole days from 0 to ${MAX_DELIVERY_DAYS}`
export const MIN_OVER_MAX_MESSAGE = 'The maximum must not be less than the minimum'
export const pinPrefixMessage = (line: number, text: string) =>
  `Line ${line}: “${text}” is not a PIN prefix (1 to 6 digits)`

export const isHsnCode = (text: string) => HSN_CODE.test(text)
export const isGstRateChoice = (rate: number): rate is GstRateChoice =>
  (GST_RATE_CHOICES as readonly number[]).includes(rate)

// ---- Answers -------------------------------------------------------------------------------------------------

export const categoryTaxDefaultSchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES),
  hsnCode: z.string(),
  gstRate: z.number(),
})
export type CategoryTaxDefault = z.output<typeof categoryTaxDefaultSchema>

export const categoryTaxDefaultsAnswerSchema = z.object({ defaults: z.array(categoryTaxDefaultSchema) })

const dayRangeSchema = z.object({ minDays: z.number().int(), maxDays: z.number().int() })
export type DayRange = z.output<typeof dayRangeSchema>

export const deliverySettingsSchema = z.object({
  codExcludedPinPrefixes: z.array(z.string()),
  sameState: dayRangeSchema,
  neighbouring: dayRangeSchema,
  elsewhere: dayRangeSchema,
})
export type DeliverySettings = z.output<typeof deliverySettingsSchema>

// ---- Tax defaults form ---------------------------------------------------------------------------------------

/** One row per category, in the shop's category order; the inputs hold text. */
export interface TaxDefaultsFormValues {
  rows: { category: ProductCategory; hsnCode: string; gstRate: string }[]
}

/** The rows as the form shows them: every category, blank where the server has none yet. */
export function taxDefaultsToFormValues(defaults: readonly CategoryTaxDefault[]): TaxDefaultsFormValues {
  return {
    rows: PRODUCT_CATEGORIES.map((category) => {
      const saved = defaults.find((row) => row.category === category)
      return { category, hsnCode: saved?.hsnCode ?? '', gstRate: saved ? String(saved.gstRate) : '' }
    }),
  }
}

const gstRateText = z
  .string()
  .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
  .refine(isGstRateChoice, GST_RATE_MESSAGE)

export const taxDefaultsFormSchema = z
  .object({
    rows: z.array(
      z.object({
        category: z.enum(PRODUCT_CATEGORIES),
        hsnCode: z.string().trim().refine(isHsnCode, HSN_CODE_MESSAGE),
        gstRate: gstRateText,
      }),
    ),
  })
  .transform(({ rows }) => ({
    defaults: rows.map((row) => ({ category: row.category, hsnCode: row.hsnCode, gstRate: row.gstRate })),
  }))
export type TaxDefaultsInput = z.output<typeof taxDefaultsFormSchema>

// ---- Delivery form -------------------------------------------------------------------------------------------

export const DELIVERY_ZONES = ['sameState', 'neighbouring', 'elsewhere'] as const
export type DeliveryZone = (typeof DELIVERY_ZONES)[number]

export interface DeliveryFormValues {
  /** One prefix per line. */
  codExcludedPinPrefixes: string
  sameState: { minDays: string; maxDays: string }
  neighbouring: { minDays: string; maxDays: string }
  elsewhere: { minDays: string; maxDays: string }
}

const rangeText = ({ minDays, maxDays }: DayRange) => ({ minDays: String(minDays), maxDays: String(maxDays) })

export function deliverySettingsToFormValues(settings: DeliverySettings): DeliveryFormValues {
  return {
    codExcludedPinPrefixes: settings.codExcludedPinPrefixes.join('\n'),
    sameState: rangeText(settings.sameState),
    neighbouring: rangeText(settings.neighbouring),
    elsewhere: rangeText(settings.elsewhere),
  }
}

const daysText = z
  .string()
  .trim()
  .refine((text) => WHOLE_DAYS.test(text) && Number(text) <= MAX_DELIVERY_DAYS, DAYS_MESSAGE)
  .transform(Number)

const dayRangeFormSchema = z
  .object({ minDays: daysText, maxDays: daysText })
  .refine((range) => range.minDays <= range.maxDays, { message: MIN_OVER_MAX_MESSAGE, path: ['maxDays'] })

/** Blank lines are skipped and a prefix given twice is kept once; any other line must be 1–6 digits. */
const pinPrefixesText = z.string().transform((text, context) => {
  const prefixes: string[] = []
  for (const [index, line] of text.split('\n').entries()) {
    const prefix = line.trim()
    if (prefix === '') continue
    if (!PIN_PREFIX.test(prefix)) {
      context.addIssue({ code: 'custom', message: pinPrefixMessage(index + 1, prefix) })
      return z.NEVER
    }
    if (!prefixes.includes(prefix)) prefixes.push(prefix)
  }
  return prefixes
})

export const deliveryFormSchema = z.object({
  codExcludedPinPrefixes: pinPrefixesText,
  sameState: dayRangeFormSchema,
  neighbouring: dayRangeFormSchema,
  elsewhere: dayRangeFormSchema,
})
export type DeliverySettingsInput = z.output<typeof deliveryFormSchema>
