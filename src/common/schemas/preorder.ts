import { z } from 'zod'
import { MAX_PRODUCT_VARIANTS } from '../variants'
import { idSchema } from './common'
import { MAX_STOCK } from './product'

/**
 * A pre-order's life after it is placed: `awaiting` its release (paid online, or still in its payment hold),
 * then `allocated` the units the release gave it and on its way like any other order. `expectedRelease` is the
 * date its buyer was last told (YYYY-MM-DD; shown by month); `allocatedQuantity` is null until the release.
 */
export const PREORDER_STATES = ['awaiting', 'allocated'] as const
export type PreorderState = (typeof PREORDER_STATES)[number]

export const orderPreorderSchema = z.object({
  productId: z.string().nullable(),
  status: z.enum(PREORDER_STATES),
  expectedRelease: z.string().nullable(),
  allocatedQuantity: z.number().int().nullable(),
})
export type OrderPreorder = z.infer<typeof orderPreorderSchema>

/** The admin tried to process or ship a pre-order before its release gave it its units (409). */
export const PREORDER_AWAITING_RELEASE_MESSAGE =
  'This pre-order is waiting for its release: it moves on once the release allocates its units'

/** The admin tried to take a cancelled pre-order back: its place within the limit may have gone to another buyer. */
export const CANCELLED_PREORDER_IS_FINAL_MESSAGE =
  'A cancelled pre-order cannot be reopened: its place may have gone to another buyer, who pre-orders again'

/** An edit tried to turn a pre-order into an ordinary product: its open pre-orders would wait forever (409). */
export const PREORDER_ENDS_WITH_RELEASE_MESSAGE =
  'A pre-order ends with its release: release it with the units received (0 if none came), which serves or refunds its open pre-orders'

/** The release of a product that is not a pre-order, or has no open pre-orders to serve (409 / plain). */
export const NOT_A_PREORDER_MESSAGE = 'This product is not a pre-order'

const receivedSchema = z
  .number({ error: 'Received must be a number of units' })
  .int('Received must be a whole number of units')
  .min(0, 'Received cannot be negative')
  .max(MAX_STOCK, `Received must be at most ${MAX_STOCK}`)

export const RELEASE_VARIANTS_MESSAGE =
  'This product has variants: say how many of each arrived, as variants [{variant, received}]'

/**
 * POST /products/:id/release `{received}`: the units that arrived, allocated to open pre-orders first come first.
 * A product with options also says how many of each variant arrived (`variants`, adding up to `received`; one left
 * out: none), each allocated to that variant's open pre-orders and the rest put on sale as its stock.
 */
export const releasePreorderInputSchema = z
  .object(
    {
      received: receivedSchema,
      variants: z
        .array(z.object({ variant: idSchema, received: receivedSchema }), {
          error: 'Send the variants as a list of {variant, received}',
        })
        .max(MAX_PRODUCT_VARIANTS, `At most ${MAX_PRODUCT_VARIANTS} variants`)
        .refine(
          (lines) => new Set(lines.map((line) => line.variant)).size === lines.length,
          'Each variant may appear once',
        )
        .optional(),
    },
    { error: 'Send the units received as {received}' },
  )
  .refine(
    (input) =>
      input.variants === undefined ||
      input.variants.reduce((sum, line) => sum + line.received, 0) === input.received,
    { message: "The variants' units must add up to the units received", path: ['variants'] },
  )
export type ReleasePreorderInput = z.infer<typeof releasePreorderInputSchema>

export const RELEASE_OUTCOMES = ['allocated', 'partly-allocated', 'cancelled'] as const
export type ReleaseOutcome = (typeof RELEASE_OUTCOMES)[number]

/**
 * What the release did, in units: `allocated` to open pre-orders, `refunded` (units ordered that it could not
 * serve: their money refunded, or their unpaid order cancelled), and the `stock` put on sale. `orders` lists each
 * open pre-order in the order it was placed, with what it got; `refundAmount` in rupees.
 */
export const releasePreorderResponseSchema = z.object({
  allocated: z.number().int(),
  refunded: z.number().int(),
  stock: z.number().int(),
  orders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      ordered: z.number().int(),
      allocated: z.number().int(),
      refundAmount: z.number(),
      outcome: z.enum(RELEASE_OUTCOMES),
    }),
  ),
})
export type ReleasePreorderResponse = z.infer<typeof releasePreorderResponseSchema>

export const PREORDER_CANCEL_LINK_INVALID_MESSAGE = 'The cancellation link is not valid'

/** POST /orders/preorder-cancellations `{token}`: the one-click cancel in the mail that tells of a new date. */
export const preorderCancelInputSchema = z.object({
  token: z
    .string({ error: PREORDER_CANCEL_LINK_INVALID_MESSAGE })
    .trim()
    .min(1, PREORDER_CANCEL_LINK_INVALID_MESSAGE)
    .max(500, PREORDER_CANCEL_LINK_INVALID_MESSAGE),
})

/** The link works signed out, so the answer names the order and the refund and nothing else of it. */
export const preorderCancelAnswerSchema = z.object({
  success: z.literal(true),
  orderNumber: z.string(),
  /** Rupees refunded in full to the payment (0 when the order had not been paid). */
  refundAmount: z.number(),
})
export type PreorderCancelAnswer = z.infer<typeof preorderCancelAnswerSchema>
