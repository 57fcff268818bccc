import { z } from 'zod'
import { PRODUCT_CATEGORIES } from '../constants'
import {
  GST_RATES,
  HSN_CODE_PATTERN,
  isGstRate,
  isRetiredGstRate,
  isValidGstin,
  normaliseGstin,
  type GstRate,
  type RetiredGstRate,
} from '../gst'

export const HSN_CODE_MESSAGE = 'HSN code must be 4, 6 or 8 digits'
export const GST_RATE_MESSAGE = `GST rate must be one of ${GST_RATES.join(', ')} %`
/** 12 and 28 are named apart: a shop owner typing the rate they used for years is told why it is refused. */
export function retiredGstRateMessage(rate: number): string {
  return `GST rate ${rate} % was removed on 22 September 2025: choose one of ${GST_RATES.join(', ')} %`
}
export const GSTIN_MESSAGE = 'Please enter a valid GSTIN'

/** An HSN code as typed (spaces and dots people put in are dropped): 4, 6 or 8 digits. */
export const hsnCodeSchema = z
  .string({ error: HSN_CODE_MESSAGE })
  .transform((code) => code.replace(/[\s.]/g, ''))
  .pipe(z.string().regex(HSN_CODE_PATTERN, HSN_CODE_MESSAGE))

/** A form's text ('18', '18%') read as the number. */
const readRateText = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*%?\s*$/.test(value) ? Number.parseInt(value, 10) : value

const rateMessage = (input: unknown) =>
  isRetiredGstRate(input) ? retiredGstRateMessage(input) : GST_RATE_MESSAGE

/** A GST rate in percent that may be saved: one of today's slabs (0, 5, 18, 40). */
export const gstRateSchema = z.preprocess(
  readRateText,
  z.custom<GstRate>(isGstRate, { error: (issue) => rateMessage(issue.input) }),
)

/**
 * A product edit's rate: today's slabs, or a removed one (12, 28) that the service accepts only as the rate the
 * product already holds, so an old product's form can be saved unchanged while a new rate is always a current one.
 */
export const editedGstRateSchema = z.preprocess(
  readRateText,
  z.custom<GstRate | RetiredGstRate>((value) => isGstRate(value) || isRetiredGstRate(value), {
    error: GST_RATE_MESSAGE,
  }),
)

/** A buyer's optional GSTIN: trimmed and upper-cased, blank is none, anything else must pass the checksum. */
export const buyerGstinSchema = z
  .string({ error: GSTIN_MESSAGE })
  .max(40, GSTIN_MESSAGE)
  .nullable()
  .optional()
  .transform((text) => (text ? normaliseGstin(text) : '') || undefined)
  .refine((gstin) => gstin === undefined || isValidGstin(gstin), GSTIN_MESSAGE)

export const categoryTaxDefaultSchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES, { error: `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}` }),
  hsnCode: hsnCodeSchema,
  gstRate: gstRateSchema,
})
export type CategoryTaxDefaultEntry = z.output<typeof categoryTaxDefaultSchema>

/** GET and PUT /api/tax/category-defaults answer every category, in PRODUCT_CATEGORIES order. */
export const categoryTaxDefaultsResponseSchema = z.object({
  defaults: z.array(
    z.object({ category: z.enum(PRODUCT_CATEGORIES), hsnCode: z.string(), gstRate: z.number().int() }),
  ),
})
export type CategoryTaxDefaultsResponse = z.infer<typeof categoryTaxDefaultsResponseSchema>

/** PUT /api/tax/category-defaults: one or more categories, each at most once; the rest keep theirs. */
export const updateCategoryTaxDefaultsInputSchema = z.object(
  {
    defaults: z
      .array(categoryTaxDefaultSchema, { error: 'Send defaults as a list of { category, hsnCode, gstRate }' })
      .min(1, 'Send at least one category')
      .max(PRODUCT_CATEGORIES.length, `At most ${PRODUCT_CATEGORIES.length} categories`)
      .refine(
        (entries) => new Set(entries.map((entry) => entry.category)).size === entries.length,
        'Each category may appear once',
      ),
  },
  { error: 'Send { defaults: [...] }' },
)
export type UpdateCategoryTaxDefaultsInput = z.output<typeof updateCategoryTaxDefaultsInputSchema>
