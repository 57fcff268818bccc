import type { FieldErrors, Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  stockAdjustmentInputSchema,
  STOCK_ADJUSTMENT_REASONS,
  type StockAdjustmentInput,
  type StockAdjustmentReason,
} from '@common/schemas/stock'

/** What the inputs hold: the change as typed ("12", "-3"), the reason ('' until one is chosen), the note. */
export interface StockAdjustmentFormValues {
  /** For a product with options, the variant's id ('' until one is chosen); unused otherwise. */
  variant: string
  change: string
  reason: StockAdjustmentReason | ''
  note: string
}

export const newStockAdjustmentValues = (): StockAdjustmentFormValues => ({
  variant: '',
  change: '',
  reason: '',
  note: '',
})

export const CHANGE_REQUIRED_MESSAGE = 'Enter the units to add, or to take away with a minus'
export const REASON_REQUIRED_MESSAGE = 'Choose a reason'
export const VARIANT_REQUIRED_MESSAGE = 'Choose the variant whose stock you are adjusting'

/** The resolver's context: a product with options is adjusted one variant at a time. */
export interface StockAdjustmentContext {
  hasVariants: boolean
}

const REASON_LABELS: Record<StockAdjustmentReason, string> = {
  received: 'Goods received',
  damaged: 'Damaged',
  count: 'Stock count',
  other: 'Other',
}

export const STOCK_ADJUSTMENT_REASON_OPTIONS = [
  { value: '', label: 'Choose a reason' },
  ...STOCK_ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: REASON_LABELS[reason] })),
]

/** The body the shared schema checks, the same object the server receives. */
export function toStockAdjustmentInput(values: StockAdjustmentFormValues) {
  const change = values.change.trim()
  return {
    ...(values.variant !== '' && { variant: values.variant }),
    change: change === '' ? undefined : Number(change),
    reason: values.reason === '' ? undefined : values.reason,
    note: values.note,
  }
}

type StockAdjustmentResolver = Resolver<StockAdjustmentFormValues, unknown, StockAdjustmentInput>

const schemaResolver = zodResolver(stockAdjustmentInputSchema)

/**
 * The shared schema's rules (stockAdjustmentInputSchema), with plain words for a change or reason left out, and for
 * a variant not chosen when the product has them (the server refuses the adjustment without one).
 */
export const stockAdjustmentResolver: StockAdjustmentResolver = async (values, context, options) => {
  // The schema judges the converted body, whose shape it alone vouches for (hence the casts).
  const result = (await schemaResolver(
    toStockAdjustmentInput(values) as never,
    context,
    options as never,
  )) as Awaited<ReturnType<StockAdjustmentResolver>>
  const errors: FieldErrors<StockAdjustmentFormValues> = { ...result.errors }
  if (values.change.trim() === '') errors.change = { type: 'required', message: CHANGE_REQUIRED_MESSAGE }
  if (values.reason === '') errors.reason = { type: 'required', message: REASON_REQUIRED_MESSAGE }
  if ((context as StockAdjustmentContext | undefined)?.hasVariants && values.variant === '')
    errors.variant = { type: 'required', message: VARIANT_REQUIRED_MESSAGE }
  return Object.keys(errors).length === 0 ? result : { values: {}, errors }
}
