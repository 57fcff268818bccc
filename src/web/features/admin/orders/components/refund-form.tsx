import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { LoaderCircle, RotateCcw } from 'lucide-react'
import { toast } from 'sonner'
import { formatRupees } from '@common/money'
import {
  MAX_REFUND_REASON_LENGTH,
  REFUND_REFERENCE_REQUIRED_MESSAGE,
  type CreateRefundInput,
  type Order,
} from '@common/schemas/order'
import { isApiError } from '../../../../api/api-error'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { ManualRefundFields } from '../../shared/components/manual-refund-fields'
import { useCreateRefund } from '../api/create-refund'
import {
  amountText,
  isManualRefund,
  newRefundFormValues,
  refundResolver,
  type RefundFormValues,
} from '../../shared/refund-form-values'

export const REFUND_FAILED_MESSAGE = 'Failed to refund the order'

/** "Refund of ₹500.00 sent to PhonePe" or "Refund of ₹500.00 recorded". */
export function refundSuccessMessage(amount: number, isManual: boolean): string {
  return isManual
    ? `Refund of ${formatRupees(amount)} recorded`
    : `Refund of ${formatRupees(amount)} sent to PhonePe`
}

/**
 * A refund of a paid order: the amount (what is left, unless changed; "Refund in full" puts it back), why, and for
 * a cash-on-delivery order how the shop paid the money back and the transfer's reference. The shared schema checks
 * it as the server will; what only the server knows (less is left than this screen thought) comes back under the
 * field it concerns, anything else above the button.
 */
export function RefundForm({ order }: { order: Order }) {
  const isManual = isManualRefund(order)
  const refund = useCreateRefund()
  const [saveError, setSaveError] = useState<string | null>(null)
  const { paymentMethod, refundableAmount } = order
  const resolver = useMemo(
    () => refundResolver({ paymentMethod, refundableAmount }),
    [paymentMethod, refundableAmount],
  )
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RefundFormValues, unknown, CreateRefundInput>({
    resolver,
    defaultValues: newRefundFormValues(order.refundableAmount),
  })

  // What is left changes when a refund settles or fails: an untouched form follows it.
  useEffect(() => {
    if (!isDirty) reset(newRefundFormValues(order.refundableAmount))
  }, [order.refundableAmount, isDirty, reset])

  const submit = handleSubmit(async (input) => {
    setSaveError(null)
    try {
      await refund.mutateAsync({ orderId: order._id, input })
      toast.success(refundSuccessMessage(input.amount, isManual))
      reset(newRefundFormValues(Math.max(0, order.refundableAmount - input.amount)))
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || REFUND_FAILED_MESSAGE
      if (isApiError(error) && error.status === 409) setError('amount', { message }, { shouldFocus: true })
      else if (message === REFUND_REFERENCE_REQUIRED_MESSAGE)
        setError('reference', { message }, { shouldFocus: true })
      else setSaveError(message)
      toast.error(message)
    }
  })

  return (
    <form onSubmit={submit} noValidate aria-labelledby="refund-form-heading" aria-busy={isSubmitting}>
      <h3 id="refund-form-heading" className="font-sans text-base font-bold text-white">
        Refund this order
      </h3>
      <p className="mt-1 text-sm text-slate-400">
        Left to refund:{' '}
        <span className="font-semibold text-slate-100">{formatRupees(order.refundableAmount)}</span>
        {isManual
          ? '. Cash payments are paid back by the shop: record the transfer here.'
          : '. The money goes back to the shopper’s PhonePe payment method.'}
      </p>

      <div className="mt-4 space-y-4">
        {saveError && <FormAlert message={saveError} />}
        <div className="flex flex-wrap items-start gap-3">
          <HintedTextField
            label="Amount (₹)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            max={order.refundableAmount}
            hint={`At most ${formatRupees(order.refundableAmount)}`}
            error={errors.amount?.message}
            className="w-full sm:w-56"
            {...register('amount')}
          />
          <Button
            variant="ghost"
            onClick={() =>
              setValue('amount', amountText(order.refundableAmount), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            className="ring-1 ring-white/15 ring-inset sm:mt-7"
          >
            Refund in full
          </Button>
        </div>

        <TextField
          label="Reason"
          autoComplete="off"
          maxLength={MAX_REFUND_REASON_LENGTH}
          placeholder="e.g. Figure arrived damaged"
          error={errors.reason?.message}
          {...register('reason')}
        />

        {isManual && (
          <ManualRefundFields
            method={register('method')}
            reference={register('reference')}
            referenceHint="The bank's UTR or the UPI transaction ID, so the shopper can trace the money."
            referenceError={errors.reference?.message}
          />
        )}

        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <RotateCcw aria-hidden="true" className="size-4" />
          )}
          {isSubmitting ? 'Refunding...' : 'Refund'}
        </Button>
      </div>
    </form>
  )
}
