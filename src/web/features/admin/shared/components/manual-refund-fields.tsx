import type { UseFormRegisterReturn } from 'react-hook-form'
import { REFUND_METHOD_LABELS } from '@common/order-display'
import { MANUAL_REFUND_METHODS, MAX_REFUND_REFERENCE_LENGTH } from '@common/schemas/order'
import { HintedTextField } from './hinted-text-field'

interface ManualRefundFieldsProps {
  method: UseFormRegisterReturn
  reference: UseFormRegisterReturn
  referenceHint: string
  referenceError: string | undefined
}

/**
 * How a refund of an order paid in cash went back: bank or UPI transfer, and its reference. The order's refund
 * form and a return's receipt ask the same; an order paid online is refunded through the gateway instead.
 */
export function ManualRefundFields({
  method,
  reference,
  referenceHint,
  referenceError,
}: ManualRefundFieldsProps) {
  return (
    <>
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-200">Paid back by</legend>
        <div className="flex flex-wrap gap-2">
          {MANUAL_REFUND_METHODS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-100 ring-1 ring-white/15 transition ring-inset hover:bg-white/5 has-checked:bg-white/10 has-checked:ring-accent-400/60"
            >
              <input type="radio" value={value} className="size-4 accent-accent-400" {...method} />
              {REFUND_METHOD_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <HintedTextField
        label="Transfer reference"
        autoComplete="off"
        maxLength={MAX_REFUND_REFERENCE_LENGTH}
        hint={referenceHint}
        error={referenceError}
        {...reference}
      />
    </>
  )
}
