import { z } from 'zod'
import { pagedResponseSchema, pageQuerySchema } from './pagination'
import { MAX_STOCK } from './product'
import { controlCharactersMessage, hasNoControlCharacters } from './text'

/** Why stock was adjusted by hand: goods came in, were damaged, a count found a difference, or anything else. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'count', 'other'] as const
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number]

/**
 * Why a product's stock changed, as its ledger records it: `opening` is the stock when its ledger began (a new
 * product's first stock, or what a product held when the ledger was introduced).
 */
export const STOCK_MOVEMENT_REASONS = [
  'opening',
  'edit',
  ...STOCK_ADJUSTMENT_REASONS.map((reason) => `adjustment:${reason}` as const),
  'import',
  'order',
  'cancel',
  'hold-expired',
  'return',
  'return-to-origin',
  'preorder-release',
  'raffle',
  'raffle-return',
] as const
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number]

export const STOCK_MOVEMENT_REASON_LABELS: Record<StockMovementReason, string> = {
  opening: 'Opening stock',
  edit: 'Edited on the product form',
  'adjustment:received': 'Adjusted: goods received',
  'adjustment:damaged': 'Adjusted: damaged',
  'adjustment:count': 'Adjusted: stock count',
  'adjustment:other': 'Adjusted: other',
  import: 'Catalogue import',
  order: 'Ordered',
  cancel: 'Order cancelled',
  'hold-expired': 'Payment not completed in time',
  return: 'Returned by the shopper',
  'return-to-origin': 'Returned to origin',
  'preorder-release': 'Pre-order release',
  raffle: 'Set aside for a raffle',
  'raffle-return': 'Raffle units not taken, back on sale',
}

export const MAX_STOCK_NOTE_LENGTH = 500

/** POST /products/:id/stock-adjustments: a whole number of units up or down, with why. */
export const stockAdjustmentInputSchema = z.object(
  {
    change: z
      .number({ error: 'Change must be a number' })
      .int('Change must be a whole number')
      .refine((change) => change !== 0, 'Change must not be 0')
      .refine((change) => Math.abs(change) <= MAX_STOCK, `Change must be at most ${MAX_STOCK} units`),
    /** For a product with options, the variant whose stock is adjusted (required then). */
    variant: z
      .string({ error: 'Variant must be a variant id' })
      .max(40, 'Variant must be a variant id')
      .optional(),
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, {
      error: `Reason must be one of ${STOCK_ADJUSTMENT_REASONS.join(', ')}`,
    }),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(MAX_STOCK_NOTE_LENGTH, `At most ${MAX_STOCK_NOTE_LENGTH} characters`)
      .refine(hasNoControlCharacters, controlCharactersMessage('Note'))
      .transform((note) => note || undefined)
      .optional(),
  },
  { error: 'Send the adjustment as an object of fields' },
)
export type StockAdjustmentInput = z.output<typeof stockAdjustmentInputSchema>

export const stockMovementSchema = z.object({
  _id: z.string(),
  at: z.string(),
  change: z.number().int(),
  /** The product's stock (its variants' sum) the movement left. */
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  /** The variant whose stock moved, for a product with options. */
  variant: z.string().optional(),
  orderId: z.string().optional(),
  actor: z.object({ _id: z.string(), email: z.string() }).optional(),
  note: z.string().optional(),
})
export type StockMovement = z.infer<typeof stockMovementSchema>

export const stockMovementsQuerySchema = pageQuerySchema
export type StockMovementsQuery = z.infer<typeof stockMovementsQuerySchema>

export const stockMovementsResponseSchema = pagedResponseSchema('movements', stockMovementSchema, {})
export type StockMovementsResponse = z.infer<typeof stockMovementsResponseSchema>

/** The 409 of a stock edit made from a figure that has moved since: both figures, so the form can show them. */
export function stockMovedMessage(from: number, current: number): string {
  return `Stock changed from ${from} to ${current} while you were editing; it is now ${current}.`
}
