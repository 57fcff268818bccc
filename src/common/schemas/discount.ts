import { z } from 'zod'
import { PRODUCT_CATEGORIES } from '../constants'
import { formatRupees } from '../money'
import { idSchema } from './common'
import { discountCodeSchema } from './discount-code'
import { rupeesSchema } from './money'
import { orderLineInputSchema } from './order'
import { hasNoControlCharacters } from './text'

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/** What a shopper types: letters, digits, dashes and underscores, compared without regard to case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/
export const MAX_DISCOUNT_DESCRIPTION_LENGTH = 200
export const MAX_RESTRICTED_ITEMS = 200

/** The reasons a code is refused, and the line when it applies: what the shopper reads under the code field. */
export const DISCOUNT_MESSAGES = {
  unknown: 'This code is not valid',
  paused: 'This code is not active right now',
  notStarted: 'This code is not active yet',
  expired: 'This code has expired',
  usedUp: 'This code has been fully used',
  alreadyUsed: 'You have already used this code',
  notApplicable: 'This code does not apply to the items in your cart',
  minimum: (shortRupees: number) => `Add ${formatRupees(shortRupees)} more to use this code`,
  applied: (discountRupees: number) => `Code applied: you save ${formatRupees(discountRupees)}`,
} as const

/** A discount as the admin API answers it; money in rupees, times ISO 8601 UTC. */
export const discountSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** Percent off (1–100) for `percentage`, rupees off for `fixed`. */
  value: z.number(),
  minOrderValue: z.number().nullable(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  categories: z.array(z.string()),
  productIds: z.array(z.string()),
  isActive: z.boolean(),
  timesUsed: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Discount = z.infer<typeof discountSchema>

const FIXED_VALUE_MESSAGE = 'An amount in ₹ is at least 0.01, with at most 2 decimals'

/** A fixed discount's value: rupees off, whole paise as every amount. */
const fixedValueSchema = rupeesSchema('Value', {
  messages: {
    tooSmall: FIXED_VALUE_MESSAGE,
    tooLarge: 'Value is too large',
    belowPaisa: FIXED_VALUE_MESSAGE,
    decimals: FIXED_VALUE_MESSAGE,
  },
})

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} is too large`)

const isoTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    .transform((value) => new Date(value).toISOString())

const discountFieldsShape = {
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          DISCOUNT_CODE_PATTERN,
          'Code must be 3 to 32 letters, digits, dashes or underscores, starting with a letter or digit',
        ),
    ),
  description: z
    .string()
    .trim()
    .max(
      MAX_DISCOUNT_DESCRIPTION_LENGTH,
      `Description must be at most ${MAX_DISCOUNT_DESCRIPTION_LENGTH} characters`,
    )
    .refine(hasNoControlCharacters, 'Description must not contain control characters')
    .default(''),
  type: z.enum(DISCOUNT_TYPES, { error: 'Type must be percentage or fixed' }),
  value: z.number({ error: 'Value must be a number' }).positive('Value must be more than 0'),
  minOrderValue: rupeesSchema('Minimum order value').nullable().default(null),
  maxDiscount: rupeesSchema('Maximum discount').nullable().default(null),
  startsAt: isoTime('Start').nullable().default(null),
  endsAt: isoTime('End').nullable().default(null),
  usageLimit: count('Total uses').nullable().default(null),
  perCustomerLimit: count('Uses per customer').nullable().default(null),
  categories: z
    .array(z.enum(PRODUCT_CATEGORIES, { error: `Categories must be among ${PRODUCT_CATEGORIES.join(', ')}` }))
    .max(PRODUCT_CATEGORIES.length)
    .default([]),
  productIds: z
    .array(idSchema)
    .max(MAX_RESTRICTED_ITEMS, `At most ${MAX_RESTRICTED_ITEMS} products`)
    .default([]),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
}

type DiscountFields = {
  type: DiscountType
  value: number
  startsAt: string | null
  endsAt: string | null
}

/** The rules between fields: a percentage is 1–100 and whole, a fixed amount is rupees; the end follows the start. */
function checkDiscountFields(fields: Partial<DiscountFields>, context: z.RefinementCtx): void {
  if (
    fields.type === 'percentage' &&
    fields.value !== undefined &&
    (!Number.isInteger(fields.value) || fields.value > 100)
  )
    context.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'A percentage must be a whole number from 1 to 100',
    })
  if (fields.type === 'fixed' && fields.value !== undefined) {
    const fixed = fixedValueSchema.safeParse(fields.value)
    if (!fixed.success)
      context.addIssue({ code: 'custom', path: ['value'], message: fixed.error.issues[0]!.message })
  }
  if (fields.startsAt && fields.endsAt && fields.endsAt <= fields.startsAt)
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' })
}

export const createDiscountInputSchema = z.object(discountFieldsShape).superRefine(checkDiscountFields)
export type CreateDiscountInput = z.output<typeof createDiscountInputSchema>

/** PUT: any of the fields; pausing is `{ isActive: false }`. Type and value change together. */
export const updateDiscountInputSchema = z
  .object({
    code: discountFieldsShape.code.optional(),
    description: discountFieldsShape.description.removeDefault().optional(),
    type: discountFieldsShape.type.optional(),
    value: discountFieldsShape.value.optional(),
    minOrderValue: discountFieldsShape.minOrderValue.removeDefault().optional(),
    maxDiscount: discountFieldsShape.maxDiscount.removeDefault().optional(),
    startsAt: discountFieldsShape.startsAt.removeDefault().optional(),
    endsAt: discountFieldsShape.endsAt.removeDefault().optional(),
    usageLimit: discountFieldsShape.usageLimit.removeDefault().optional(),
    perCustomerLimit: discountFieldsShape.perCustomerLimit.removeDefault().optional(),
    categories: discountFieldsShape.categories.removeDefault().optional(),
    productIds: discountFieldsShape.productIds.removeDefault().optional(),
    isActive: discountFieldsShape.isActive.removeDefault().optional(),
  })
  .refine((input) => Object.keys(input).length > 0, 'Nothing to update')
  .refine(
    (input) => (input.type === undefined) === (input.value === undefined),
    'Type and value change together',
  )
  .superRefine(checkDiscountFields)
export type UpdateDiscountInput = z.output<typeof updateDiscountInputSchema>

export const discountResponseSchema = z.object({ success: z.literal(true), discount: discountSchema })
export const discountListResponseSchema = z.object({
  success: z.literal(true),
  discounts: z.array(discountSchema),
})
export const deleteDiscountResponseSchema = z.object({ success: z.literal(true), message: z.string() })

/** POST /discounts/validate: the cart as the order would send it. */
export const validateDiscountInputSchema = z.object({
  code: discountCodeSchema,
  orderItems: z.array(orderLineInputSchema).min(1, 'Your cart is empty').max(50),
})
export type ValidateDiscountInput = z.output<typeof validateDiscountInputSchema>

/**
 * The server's answer for a cart: `valid` with the discount in rupees and the totals it gives, or not valid with
 * the reason in `message` (a 200 either way: a refused code is an answer, not an error).
 */
export const validateDiscountResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  code: z.string(),
  discount: z.number(),
  itemsPrice: z.number(),
  totalPrice: z.number(),
  message: z.string(),
})
export type ValidateDiscountResponse = z.infer<typeof validateDiscountResponseSchema>
