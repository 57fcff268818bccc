import { z } from 'zod'
import { idSchema } from './common'
import { rupeesSchema } from './money'
import { pagedResponseSchema, pageQuerySchema } from './pagination'
import { controlCharactersMessage, hasNoControlCharacters } from './text'

/*
 * Returns: a shopper asks, within the return window after delivery, to send back items of a delivered order with a
 * reason and photos; the admin approves or rejects it, marks the parcel received (restocking per item or not) and
 * refunds through the order's refunds (each with its credit note). Amounts are rupees, as in every answer.
 */

export const RETURN_REASONS = ['damaged', 'wrong-item', 'not-as-described', 'changed-mind', 'other'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** What the shopper reads beside each reason. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged (box or figure)',
  'wrong-item': 'Wrong item sent',
  'not-as-described': 'Not as described',
  'changed-mind': 'Changed my mind',
  other: 'Other',
}

/** Reasons the shop cannot judge without seeing them: a photo is required. */
export const PHOTO_REQUIRED_REASONS: readonly ReturnReason[] = ['damaged', 'wrong-item']

export const MAX_RETURN_PHOTOS = 5
export const MAX_RETURN_NOTE_LENGTH = 1000
export const MAX_RETURN_ADMIN_NOTE_LENGTH = 500

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received'] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

export const DEFAULT_RETURN_WINDOW_DAYS = 7
export const MAX_RETURN_WINDOW_DAYS = 365

export const RETURN_PHOTO_REQUIRED_MESSAGE = 'Please add at least one photo showing the problem'
export const TOO_MANY_RETURN_PHOTOS_MESSAGE = `You can add at most ${MAX_RETURN_PHOTOS} photos`
export const RETURN_NOT_DELIVERED_MESSAGE = 'This order can be returned once it has been delivered'
export const RETURN_WINDOW_CLOSED_MESSAGE = 'The return window for this order has closed'
export const RETURN_MORE_THAN_BOUGHT_MESSAGE = 'You cannot return more than you bought'
export const RETURN_CHOOSE_VARIANT_MESSAGE =
  'This order holds more than one option of that product: please choose which one you are returning'
export const RETURN_TRANSITION_MESSAGE = 'This return cannot move to that status'
export const RETURN_UNDERWAY_CANNOT_CANCEL_MESSAGE =
  'This order has an approved or received return: settle it through the return and refunds instead of cancelling'
export const RETURN_RESTOCK_MORE_THAN_RETURNED_MESSAGE = 'You cannot put back on sale more than came back'
export const RETURN_RECEIVED_ONLY_MESSAGE = 'Stock and refunds are settled when the parcel is marked received'

const noteSchema = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(hasNoControlCharacters, controlCharactersMessage(label))

/**
 * One line of a return request: a product of the order and how many of it go back; for a product with options, the
 * `variant` sold (needed only when the order holds more than one variant of the product).
 */
export const returnLineInputSchema = z.object({
  product: idSchema,
  variant: idSchema.optional(),
  qty: z
    .number({ error: 'Please choose how many to return' })
    .int('Please choose how many to return')
    .min(1, 'Please choose how many to return')
    .max(100, RETURN_MORE_THAN_BOUGHT_MESSAGE),
})

/** What a return line names: its variant, for a product with options, else its product (ids never equal). */
export const returnLineKey = (line: { product: string; variant?: string | undefined }) =>
  line.variant ?? line.product

/**
 * POST /orders/my-orders/:id/returns, multipart: the fields below (`items` as JSON text) and up to five files
 * named `photos`; the photos' count is checked beside the files (a photo for `damaged` and `wrong-item`).
 */
export const createReturnInputSchema = z.object({
  items: z
    .array(returnLineInputSchema, { error: 'Please choose the items to return' })
    .min(1, 'Please choose the items to return')
    .max(50, 'Please choose the items to return')
    .refine(
      (lines) => new Set(lines.map(returnLineKey)).size === lines.length,
      'Each product may appear once',
    ),
  reason: z.enum(RETURN_REASONS, { error: 'Please choose a reason' }),
  note: noteSchema('Note', MAX_RETURN_NOTE_LENGTH)
    .optional()
    .transform((note) => note || null),
})
export type CreateReturnInput = z.output<typeof createReturnInputSchema>

/**
 * PUT /returns/:id (admin). `requested` → `approved` or `rejected`; `approved` → `received`. On `received`,
 * `restock` names per product (per variant, with `variant`) how many go back on sale (omitted: none), and `refundAmount` (rupees) is refunded
 * through the order's refunds (for an order not paid online with `refundMethod` and `refundReference`). `note` is
 * shown to the shopper.
 */
export const updateReturnInputSchema = z.object({
  status: z.enum(['approved', 'rejected', 'received'], {
    error: 'Please choose approved, rejected or received',
  }),
  restock: z.array(returnLineInputSchema.extend({ qty: z.number().int().min(0).max(100) })).optional(),
  refundAmount: rupeesSchema('The amount', {
    allowZero: true,
    messages: { tooLarge: 'The amount is too large', decimals: 'At most two decimals (paise)' },
  }).optional(),
  /**
   * How a refund of an order not paid online is paid back (bank or UPI transfer) and the transfer's reference,
   * as the order's own refunds ask; an order paid online is refunded through the gateway and ignores both.
   */
  refundMethod: z.enum(['bank-transfer', 'upi'], { error: 'Method must be bank-transfer or upi' }).optional(),
  refundReference: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .refine(hasNoControlCharacters, controlCharactersMessage('Reference'))
    .optional(),
  note: noteSchema('Note', MAX_RETURN_ADMIN_NOTE_LENGTH)
    .optional()
    .transform((note) => note || null),
})
export type UpdateReturnInput = z.output<typeof updateReturnInputSchema>

export const returnLineSchema = z.object({
  product: z.string().nullable(),
  /** The variant sold, for a product with options (`name` then ends with its label); absent otherwise. */
  variant: z.object({ _id: z.string(), label: z.string() }).optional(),
  name: z.string(),
  image: z.string(),
  /** The price paid for one (rupees). */
  price: z.number(),
  qty: z.number(),
  /** How many went back on sale when the parcel was received (0 until then). */
  restocked: z.number(),
})

export const returnRequestSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  /** The admin's note to the shopper (with an approval, a rejection or the receipt). */
  adminNote: z.string().nullable(),
  items: z.array(returnLineSchema),
  /** The photos' addresses (/media/…), re-encoded and without location data. */
  photos: z.array(z.string()),
  /** The refund made when it was received (rupees); null when none. */
  refundId: z.string().nullable(),
  refundAmount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ReturnRequest = z.infer<typeof returnRequestSchema>

/** GET /returns (admin): newest first, optionally one status; `waiting` counts the requests not yet decided. */
export const returnListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(', ')}` })
    .optional(),
})
export type ReturnListQuery = z.infer<typeof returnListQuerySchema>

export const returnListResponseSchema = pagedResponseSchema('returns', returnRequestSchema, {
  waiting: z.number().int(),
})
export type ReturnListResponse = z.infer<typeof returnListResponseSchema>

/** GET, PUT /returns/settings (admin): the days after delivery a return may be asked for (decimals allowed). */
export const returnSettingsSchema = z.object({
  windowDays: z
    .number({ error: 'Please enter the return window in days' })
    .positive('The return window must be more than 0 days')
    .max(MAX_RETURN_WINDOW_DAYS, `At most ${MAX_RETURN_WINDOW_DAYS} days`),
})
export type ReturnSettings = z.infer<typeof returnSettingsSchema>

/**
 * GET /returns/policy (anyone): the return window as the shop's own pages state it. The admin's setting holds
 * nothing private, so the public answer is the setting itself.
 */
export const returnPolicySchema = returnSettingsSchema
export type ReturnPolicy = z.infer<typeof returnPolicySchema>
