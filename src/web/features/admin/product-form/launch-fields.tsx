import { useId } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { MAX_EARLY_ACCESS_MINUTES, PRODUCT_STATUSES, type ProductStatus } from '@common/schemas/product'
import { CheckboxField } from '../shared/components/checkbox-field'
import { HintedTextField } from '../shared/components/hinted-text-field'
import { SelectField } from '../shared/components/select-field'
import { PRODUCT_STATUS_LABELS } from '../shared/product-status'
import { EARLY_ACCESS_HINT, LAUNCH_TIME_HINT, STATUS_HINTS, TEASER_HINT } from './product-form-messages'
import type { ProductFormValues } from './product-form-values'

interface LaunchFieldsProps {
  register: UseFormRegister<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
  status: ProductStatus
}

const STATUS_OPTIONS = PRODUCT_STATUSES.map((status) => ({
  value: status,
  label: PRODUCT_STATUS_LABELS[status],
}))

/**
 * Whether shoppers see the product, and for a scheduled one its launch (typed in India time, as the shop's
 * clock runs), its teaser page and the notify list's head start; those three are asked only while Scheduled.
 */
export function LaunchFields({ register, errors, status }: LaunchFieldsProps) {
  return (
    <div className="space-y-4">
      <HintedSelect status={status} register={register} errors={errors} />
      {status === 'scheduled' && (
        <>
          <HintedTextField
            label="Launch time (IST)"
            type="datetime-local"
            step="60"
            hint={LAUNCH_TIME_HINT}
            error={errors.liveAt?.message}
            {...register('liveAt')}
          />
          <div className="-mx-2">
            <CheckboxField
              label="Show a teaser page before launch"
              hint={TEASER_HINT}
              {...register('teaser')}
            />
          </div>
          <HintedTextField
            label="Early access for the notify list (minutes before launch)"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            max={MAX_EARLY_ACCESS_MINUTES}
            hint={EARLY_ACCESS_HINT}
            error={errors.earlyAccessMinutes?.message}
            {...register('earlyAccessMinutes')}
          />
        </>
      )}
    </div>
  )
}

/** The status, with a line under it saying what it means for shoppers. */
function HintedSelect({ status, register, errors }: LaunchFieldsProps) {
  const selectId = useId()
  const hintId = `${selectId}-hint`
  const error = errors.status?.message
  return (
    <div>
      <SelectField
        id={selectId}
        label="Status"
        options={STATUS_OPTIONS}
        error={error}
        aria-describedby={error ? `${selectId}-error ${hintId}` : hintId}
        {...register('status')}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-400">
        {STATUS_HINTS[status]}
      </p>
    </div>
  )
}
