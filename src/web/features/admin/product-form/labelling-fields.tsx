import { useId } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { COUNTRIES } from '@common/countries'
import { MAX_IMPORTER_LENGTH, MAX_NET_QUANTITY_LENGTH } from '@common/schemas/product'
import { HintedTextField } from '../shared/components/hinted-text-field'
import { SelectField } from '../shared/components/select-field'
import { TextareaField } from '../shared/components/textarea-field'
import {
  COUNTRY_OF_ORIGIN_HINT,
  COUNTRY_OF_ORIGIN_MISSING_HINT,
  IMPORTER_HINT,
  NET_QUANTITY_HINT,
} from './product-form-messages'
import type { ProductFormValues } from './product-form-values'

const COUNTRY_OPTIONS = [
  { value: '', label: 'Select a country' },
  ...COUNTRIES.map((country) => ({ value: country, label: country })),
]

interface LabellingFieldsProps {
  register: UseFormRegister<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
  /** An edited product listed before countries were recorded: it may be saved without one. */
  lacksCountry: boolean
}

/**
 * What the labelling rules for goods sold online ask a listing to show: the country the item was made in
 * (required for a new product), its importer's name and address, and its net quantity.
 */
export function LabellingFields({ register, errors, lacksCountry }: LabellingFieldsProps) {
  const countryId = useId()
  const hintId = `${countryId}-hint`
  const countryError = errors.countryOfOrigin?.message
  return (
    <div className="space-y-4">
      <div>
        <SelectField
          id={countryId}
          label="Country of origin"
          options={COUNTRY_OPTIONS}
          error={countryError}
          // The select's own error id (SelectField's `${id}-error`) first, then the rule.
          aria-describedby={countryError ? `${countryId}-error ${hintId}` : hintId}
          {...register('countryOfOrigin')}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-400">
          {lacksCountry ? COUNTRY_OF_ORIGIN_MISSING_HINT : COUNTRY_OF_ORIGIN_HINT}
        </p>
      </div>
      <TextareaField
        label="Importer (name and address)"
        rows={3}
        maxLength={MAX_IMPORTER_LENGTH}
        placeholder={IMPORTER_HINT}
        error={errors.importer?.message}
        {...register('importer')}
      />
      <HintedTextField
        label="Net quantity"
        autoComplete="off"
        maxLength={MAX_NET_QUANTITY_LENGTH}
        hint={NET_QUANTITY_HINT}
        error={errors.netQuantity?.message}
        {...register('netQuantity')}
      />
    </div>
  )
}
