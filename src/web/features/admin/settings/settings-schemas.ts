import { z } from 'zod'
import { PRODUCT_CATEGORIES, type ProductCategory } from '@common/constants'
import { isGstRate } from '@common/gst'
import {
  deliveryDayRangeSchema,
  MAX_COD_EXCLUDED_PREFIXES,
  type DeliveryDayRange,
  type DeliverySettings,
} from '@common/schemas/delivery'
import { codSettingsSchema, type CodSettings } from '@common/schemas/cash-on-delivery'
import { returnSettingsSchema, type ReturnSettings } from '@common/schemas/returns'
import { shippingSettingsSchema, type ShippingSettings } from '@common/schemas/shipping'
import { hsnCodeSchema, type CategoryTaxDefaultsResponse } from '@common/schemas/tax'

/*
 * The Settings tab's forms: text in the inputs, checked with the server's rules (the shared delivery, returns and
 * cash-on-delivery schemas, the GST rates and the HSN code schema) and words that say which field and which line is wrong. The answers are read
 * with the shared schemas (src/common/schemas/tax.ts and delivery.ts).
 */

/** A PIN prefix names a whole region (7 = Odisha…), a district (744) or one office (682551). */
const PIN_PREFIX = /^\d{1,6}$/

export const GST_RATE_MESSAGE = 'Choose a GST rate'
export const TOO_MANY_PREFIXES_MESSAGE = `At most ${MAX_COD_EXCLUDED_PREFIXES} PIN prefixes`
export const pinPrefixMessage = (line: number, text: string) =>
  `Line ${line}: “${text}” is not a PIN prefix (1 to 6 digits)`

export type { CodSettings, DeliverySettings, ReturnSettings, ShippingSettings }
export type CategoryTaxDefault = CategoryTaxDefaultsResponse['defaults'][number]

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
  .refine(isGstRate, GST_RATE_MESSAGE)

export const taxDefaultsFormSchema = z
  .object({
    rows: z.array(
      z.object({
        category: z.enum(PRODUCT_CATEGORIES),
        // The server's own rule: spaces and dots people type (9503.00) are dropped, then 4, 6 or 8 digits.
        hsnCode: hsnCodeSchema,
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

const rangeText = ({ minDays, maxDays }: DeliveryDayRange) => ({
  minDays: String(minDays),
  maxDays: String(maxDays),
})

export function deliverySettingsToFormValues(settings: DeliverySettings): DeliveryFormValues {
  return {
    codExcludedPinPrefixes: settings.codExcludedPinPrefixes.join('\n'),
    sameState: rangeText(settings.sameState),
    neighbouring: rangeText(settings.neighbouring),
    elsewhere: rangeText(settings.elsewhere),
  }
}

/** An empty day field is no number at all, which the shared schema refuses with its message. */
const daysText = z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))

const dayRangeFormSchema = z.object({ minDays: daysText, maxDays: daysText }).pipe(deliveryDayRangeSchema)

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
  if (prefixes.length > MAX_COD_EXCLUDED_PREFIXES) {
    context.addIssue({ code: 'custom', message: TOO_MANY_PREFIXES_MESSAGE })
    return z.NEVER
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

// ---- Returns form --------------------------------------------------------------------------------------------

export interface ReturnSettingsFormValues {
  windowDays: string
}

export function returnSettingsToFormValues(settings: ReturnSettings): ReturnSettingsFormValues {
  return { windowDays: String(settings.windowDays) }
}

/** Text to a number, an empty field to no number at all, which the shared schemas refuse with their own message. */
const numberText = z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))

export const returnSettingsFormSchema = z.object({ windowDays: numberText }).pipe(returnSettingsSchema)

// ---- Cash-on-delivery form -----------------------------------------------------------------------------------

export interface CodSettingsFormValues {
  /** Rupees; empty: no limit. */
  maxOrderValue: string
  blockAfterReturns: string
  confirmationHours: string
}

export function codSettingsToFormValues(settings: CodSettings): CodSettingsFormValues {
  return {
    maxOrderValue: settings.maxOrderValue === null ? '' : String(settings.maxOrderValue),
    blockAfterReturns: String(settings.blockAfterReturns),
    confirmationHours: String(settings.confirmationHours),
  }
}

export const codSettingsFormSchema = z
  .object({
    maxOrderValue: z.string().transform((text) => (text.trim() === '' ? null : Number(text))),
    blockAfterReturns: numberText,
    confirmationHours: numberText,
  })
  .pipe(codSettingsSchema)

// ---- Shipping charges form -----------------------------------------------------------------------------------

/** Rupees as typed; each is required (0 charges nothing). */
export interface ShippingSettingsFormValues {
  flatRate: string
  freeOver: string
  codFee: string
}

export function shippingSettingsToFormValues(settings: ShippingSettings): ShippingSettingsFormValues {
  return {
    flatRate: String(settings.flatRate),
    freeOver: String(settings.freeOver),
    codFee: String(settings.codFee),
  }
}

export const shippingSettingsFormSchema = z
  .object({ flatRate: numberText, freeOver: numberText, codFee: numberText })
  .pipe(shippingSettingsSchema)
