import { z } from 'zod'
import { rupeesSchema } from './money'

/*
 * Cash-on-delivery rules (admin → Settings): a parcel refused at the door comes back at the shop's cost, so the
 * shop may cap the order value paid on delivery, stop offering it to customers whose parcels keep coming back, and
 * ask for a one-click confirmation before sending, cancelling (stock back) what is not confirmed in time.
 * Amounts are rupees.
 */

export const MAX_COD_CONFIRMATION_HOURS = 168

/** GET, PUT /cod/settings (admin). */
export const codSettingsSchema = z.object({
  /** The largest order total that may be paid on delivery; null: no limit. */
  maxOrderValue: rupeesSchema('The largest order value', {
    messages: {
      type: 'Please enter the largest order value, or leave it empty for no limit',
      tooLarge: 'The amount is too large',
    },
  }).nullable(),
  /** Returned-to-origin parcels after which a customer may no longer pay on delivery; 0: never blocked. */
  blockAfterReturns: z
    .number({ error: 'Please enter a whole number of parcels (0 never blocks)' })
    .int('Please enter a whole number of parcels (0 never blocks)')
    .min(0, 'Please enter a whole number of parcels (0 never blocks)')
    .max(1000, 'At most 1000 parcels'),
  /** Hours a cash-on-delivery order waits for the shopper's confirmation before it is cancelled; 0: none. */
  confirmationHours: z
    .number({ error: 'Please enter the hours (0 for no confirmation)' })
    .min(0, 'Please enter the hours (0 for no confirmation)')
    .max(MAX_COD_CONFIRMATION_HOURS, `At most ${MAX_COD_CONFIRMATION_HOURS} hours`),
})
export type CodSettings = z.infer<typeof codSettingsSchema>

/**
 * GET /cod/policy (anyone): the rules as the shop's own pages state them (the largest order paid on delivery, the
 * returned parcels that stop it, the hours to confirm). They hold nothing private: the public answer is the rules.
 */
export const codPolicySchema = codSettingsSchema
export type CodPolicy = z.infer<typeof codPolicySchema>

export const DEFAULT_COD_SETTINGS: CodSettings = {
  maxOrderValue: null,
  blockAfterReturns: 0,
  confirmationHours: 0,
}

/** Why cash on delivery is not offered; each refusal offers PhonePe instead. */
export const codAboveLimitMessage = (maxOrderValue: string) =>
  `Cash on delivery is available for orders up to ${maxOrderValue}. Please pay online with PhonePe.`
export const COD_BLOCKED_MESSAGE =
  'Cash on delivery is not available on your account because earlier parcels were returned undelivered. Please pay online with PhonePe.'
// Without zod, for the product page's delivery check.
export { COD_EXCLUDED_PIN_MESSAGE } from '../pin-code'

export const COD_UNAVAILABLE_REASONS = ['above-limit', 'returned-parcels', 'pin-code'] as const
export type CodUnavailableReason = (typeof COD_UNAVAILABLE_REASONS)[number]

/**
 * GET /cod/eligibility?amount=&postalCode= (a signed-in shopper, for the cart and checkout to say why before the
 * order is placed; the server checks again when it is): whether cash on delivery may be chosen, and if not why.
 */
export const codEligibilityQuerySchema = z.object({
  amount: rupeesSchema('amount', {
    coerce: true,
    allowZero: true,
    messages: {
      type: 'amount must be a number of rupees',
      tooSmall: 'amount must be a number of rupees',
      tooLarge: 'amount is too large',
    },
  }),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'postalCode must be 6 digits')
    .optional(),
})
export type CodEligibilityQuery = z.infer<typeof codEligibilityQuerySchema>

export const codEligibilitySchema = z.object({
  available: z.boolean(),
  reason: z.enum(COD_UNAVAILABLE_REASONS).nullable(),
  /** The message to show (the same the server refuses an order with, 409); null when available. */
  message: z.string().nullable(),
})
export type CodEligibility = z.infer<typeof codEligibilitySchema>

export const COD_CONFIRMATION_STATES = ['awaiting', 'confirmed'] as const
export type CodConfirmationState = (typeof COD_CONFIRMATION_STATES)[number]
export const COD_NOT_AWAITING_CONFIRMATION_MESSAGE = 'This order is not waiting for a confirmation'
export const COD_CONFIRMATION_EXPIRED_REASON = 'The cash-on-delivery order was not confirmed in time'
export const COD_CONFIRMATION_LINK_INVALID_MESSAGE = 'The confirmation link is not valid'
/** The admin tried to process, ship or deliver an order its shopper has not confirmed yet. */
export const COD_AWAITING_CONFIRMATION_MESSAGE =
  "This cash-on-delivery order is waiting for the shopper's confirmation: it can be processed once it is confirmed"

/** POST /orders/cod-confirmations `{token}`: the one-click link in the order mail, no sign-in needed. */
export const codConfirmationInputSchema = z.object({
  token: z
    .string({ error: COD_CONFIRMATION_LINK_INVALID_MESSAGE })
    .trim()
    .min(1, COD_CONFIRMATION_LINK_INVALID_MESSAGE)
    .max(500, COD_CONFIRMATION_LINK_INVALID_MESSAGE),
})
export type CodConfirmationInput = z.infer<typeof codConfirmationInputSchema>

/**
 * The answer to the one-click link: which order was confirmed (the page links to it once signed in); nothing else
 * of the order, since the link works signed out.
 */
export const codConfirmationAnswerSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  orderNumber: z.string(),
})
export type CodConfirmationAnswer = z.infer<typeof codConfirmationAnswerSchema>

/*
 * Return to origin: a shipped cash-on-delivery parcel that came back undelivered is marked `returned` by the admin
 * (PUT /orders/:id/status {status: "returned", restock?}); its items go back on sale (all, or as many of each as
 * `restock` says), once, and the customer's record counts it (`returnedParcels`, blockAfterReturns).
 */
export const RETURN_TO_ORIGIN_NOT_ALLOWED_MESSAGE =
  'Only a shipped cash-on-delivery order can be marked as returned to origin'
export const ALREADY_RETURNED_MESSAGE = 'This parcel is already marked as returned'
export const RETURNED_ORDER_IS_FINAL_MESSAGE = 'A parcel returned to origin cannot change status'
export const RESTOCK_UNKNOWN_PRODUCT_MESSAGE = 'Only products of this order can go back in stock'
export const RESTOCK_MORE_THAN_SOLD_MESSAGE = 'You cannot restock more than was sold'
export const RESTOCK_CHOOSE_VARIANT_MESSAGE =
  'This order holds more than one option of that product: name the variant going back in stock'
