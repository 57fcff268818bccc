import { useId } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { CATALOGUE_ATTRIBUTES, MAX_ATTRIBUTE_LENGTH } from '@common/catalogue-attributes'
import { TextField } from '../../../components/ui/text-field'
import type { AttributeSuggestions } from './api/get-attribute-suggestions'
import { HintedTextField } from '../shared/components/hinted-text-field'
import { JAN_HINT } from './product-form-messages'
import type { ProductFormValues } from './product-form-values'

interface CollectorDetailsFieldsProps {
  register: UseFormRegister<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
  /** The values already in use; none until they arrive (or when they cannot be had). */
  suggestions: AttributeSuggestions | undefined
}

/**
 * Series, character, manufacturer, line and scale, each offering the values other products already carry (the
 * browser's own suggestion list, so it works with the keyboard and a screen reader), and the JAN barcode.
 */
export function CollectorDetailsFields({ register, errors, suggestions }: CollectorDetailsFieldsProps) {
  const listIdPrefix = useId()
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {CATALOGUE_ATTRIBUTES.map(({ key, label }) => {
        const listId = `${listIdPrefix}-${key}`
        return (
          <div key={key}>
            <TextField
              label={label}
              list={listId}
              autoComplete="off"
              maxLength={MAX_ATTRIBUTE_LENGTH}
              error={errors[key]?.message}
              {...register(key)}
            />
            <datalist id={listId}>
              {suggestions?.[key].map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          </div>
        )
      })}
      <HintedTextField
        label="JAN"
        inputMode="numeric"
        autoComplete="off"
        hint={JAN_HINT}
        error={errors.jan?.message}
        {...register('jan')}
      />
    </div>
  )
}
