import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { LoaderCircle, PackagePlus } from 'lucide-react'
import { toast } from 'sonner'
import type { ProductVariant } from '@common/schemas/product'
import { MAX_STOCK_NOTE_LENGTH, type StockAdjustmentInput } from '@common/schemas/stock'
import { isApiError } from '../../../../api/api-error'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { SelectField } from '../../shared/components/select-field'
import { useAdjustStock } from '../api/adjust-stock'
import {
  newStockAdjustmentValues,
  STOCK_ADJUSTMENT_REASON_OPTIONS,
  stockAdjustmentResolver,
  type StockAdjustmentContext,
  type StockAdjustmentFormValues,
} from './stock-adjustment-values'

export const STOCK_ADJUSTED_MESSAGE = 'Stock adjusted'
export const STOCK_ADJUST_FAILED_MESSAGE = 'Failed to adjust stock'

const FIELDS = ['variant', 'change', 'reason', 'note'] as const
type AdjustmentField = (typeof FIELDS)[number]

function isAdjustmentField(field: string | undefined): field is AdjustmentField {
  return FIELDS.some((name) => name === field)
}

/**
 * "Adjust stock": units added or taken away by hand, with why, applied at once and on its own — what is typed in the
 * product form above stays as it is, unsaved. A refusal shows beside the field it is about (not enough units:
 * beside the change); the request goes once however often the button is pressed.
 */
export function StockAdjustmentForm({
  productId,
  currentStock,
  variants,
}: {
  productId: string
  currentStock: number
  /** A product with options: its variants, one of which each adjustment names. */
  variants?: readonly ProductVariant[] | undefined
}) {
  const headingId = useId()
  const adjust = useAdjustStock(productId)
  const [saveError, setSaveError] = useState<string | null>(null)
  const isSendingRef = useRef(false)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<StockAdjustmentFormValues, unknown, StockAdjustmentInput>({
    resolver: stockAdjustmentResolver,
    context: { hasVariants: variants !== undefined } satisfies StockAdjustmentContext,
    defaultValues: newStockAdjustmentValues(),
  })
  const chosen = variants?.find((variant) => variant._id === watch('variant'))

  const submit = handleSubmit(async (input) => {
    if (isSendingRef.current) return
    isSendingRef.current = true
    setSaveError(null)
    try {
      const product = await adjust.mutateAsync(input)
      reset(newStockAdjustmentValues())
      const adjusted = product.variants?.find((variant) => variant._id === input.variant)
      toast.success(
        adjusted
          ? `${STOCK_ADJUSTED_MESSAGE}: ${adjusted.label} ${adjusted.stock - input.change} → ${adjusted.stock}`
          : `${STOCK_ADJUSTED_MESSAGE}: ${product.stock - input.change} → ${product.stock}`,
      )
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || STOCK_ADJUST_FAILED_MESSAGE
      // Too few units to take away (409) is about the change; a 400 names the field it refused.
      const field = isApiError(error)
        ? error.currentStock !== undefined
          ? 'change'
          : error.status === 400 && isAdjustmentField(error.serverField)
            ? error.serverField
            : undefined
        : undefined
      if (field) setError(field, { message }, { shouldFocus: true })
      else {
        setSaveError(message)
        toast.error(message)
      }
    } finally {
      isSendingRef.current = false
    }
  })
  const isBusy = isSubmitting || adjust.isPending

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={isBusy}
      className="rounded-xl border border-white/10 bg-night-950/40 p-4"
    >
      <h3 id={headingId} className="font-sans text-base font-bold text-white">
        Adjust stock
      </h3>
      <p className="mt-1 text-sm text-slate-300">
        Applied at once, on its own: what you have typed in the form above stays unsaved until you save it.
      </p>
      {variants && (
        <SelectField
          label="Variant"
          options={[
            { value: '', label: 'Choose a variant' },
            ...variants.map((variant) => ({
              value: variant._id,
              label: `${variant.label} (${variant.sku}): ${variant.stock} in stock`,
            })),
          ]}
          error={errors.variant?.message}
          className="mt-4 sm:max-w-md"
          {...register('variant')}
        />
      )}
      <div className="mt-4 grid grid-cols-1 items-start gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,11rem)_minmax(0,13rem)_minmax(0,1fr)_auto]">
        <HintedTextField
          label="Change"
          type="number"
          step="1"
          // No inputMode: a phone's number pad has no minus key, and taking away is typed with one.
          hint={
            variants
              ? chosen
                ? `Now ${chosen.stock} of ${chosen.label} in stock. A minus takes units away: -3.`
                : 'Choose the variant first. A minus takes units away: -3.'
              : `Now ${currentStock} in stock. A minus takes units away: -3.`
          }
          autoComplete="off"
          error={errors.change?.message}
          {...register('change')}
        />
        <SelectField
          label="Reason"
          options={STOCK_ADJUSTMENT_REASON_OPTIONS}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <TextField
          label="Note (optional)"
          autoComplete="off"
          maxLength={MAX_STOCK_NOTE_LENGTH}
          placeholder="Invoice number, what was found…"
          error={errors.note?.message}
          className="sm:col-span-2 lg:col-span-1"
          {...register('note')}
        />
        <Button type="submit" disabled={isBusy} className="sm:col-span-2 lg:col-span-1 lg:mt-[1.625rem]">
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <PackagePlus aria-hidden="true" className="size-4" />
          )}
          Adjust stock
        </Button>
      </div>
      {saveError && (
        <div className="mt-4">
          <FormAlert message={saveError} />
        </div>
      )}
    </form>
  )
}
