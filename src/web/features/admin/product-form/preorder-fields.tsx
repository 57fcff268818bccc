import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { releaseMonth } from '@common/catalogue-attributes'
import { CheckboxField } from '../shared/components/checkbox-field'
import { HintedTextField } from '../shared/components/hinted-text-field'
import { PREORDER_HINT, PREORDER_LIMIT_HINT, RELEASE_DATE_CHANGE_HINT } from './product-form-messages'
import type { ProductFormValues } from './product-form-values'

interface PreorderFieldsProps {
  register: UseFormRegister<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
  isPreorder: boolean
  releaseDate: string
  /** The date the product is saved with when it already is a pre-order: changing it mails its buyers. */
  savedReleaseDate: string | undefined
}

const isFullDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text)

function releaseDateHint(releaseDate: string, savedReleaseDate: string | undefined): string {
  const shown = isFullDate(releaseDate)
    ? `Shoppers see the month: expected ${releaseMonth(releaseDate)}.`
    : 'Shoppers see the month only.'
  const isChanged = savedReleaseDate !== undefined && releaseDate !== savedReleaseDate
  return isChanged ? `${shown} ${RELEASE_DATE_CHANGE_HINT}` : shown
}

/** "Sell as a pre-order", and once ticked the release date and the limit it then needs (the schema says so). */
export function PreorderFields({
  register,
  errors,
  isPreorder,
  releaseDate,
  savedReleaseDate,
}: PreorderFieldsProps) {
  return (
    <div className="space-y-4">
      <div className="-mx-2">
        <CheckboxField label="Sell as a pre-order" hint={PREORDER_HINT} {...register('isPreorder')} />
      </div>
      {isPreorder && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <HintedTextField
            label="Release date"
            type="date"
            hint={releaseDateHint(releaseDate, savedReleaseDate)}
            error={errors.releaseDate?.message}
            {...register('releaseDate')}
          />
          <HintedTextField
            label="Pre-order limit (units)"
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            hint={PREORDER_LIMIT_HINT}
            error={errors.preorderLimit?.message}
            {...register('preorderLimit')}
          />
        </div>
      )}
    </div>
  )
}
