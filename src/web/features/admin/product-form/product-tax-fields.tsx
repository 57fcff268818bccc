import { useEffect, useState } from 'react'
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form'
import { GST_RATES } from '@common/gst'
import { Button } from '../../../components/ui/button'
import { useSession } from '../../../lib/session-context'
import { useCategoryTaxDefaults } from '../shared/api/get-category-tax-defaults'
import { HintedTextField } from '../shared/components/hinted-text-field'
import {
  GST_RATE_HINT,
  HSN_CODE_HINT_EDIT,
  HSN_CODE_HINT_NEW,
  RETIRED_GST_RATE_HINT,
  retiredGstRateOption,
} from './product-form-messages'
import type { ProductFormValues } from './product-form-values'
import { SelectField } from '../shared/components/select-field'

const RATE_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))
/** Shown until the category's defaults arrive; sent as nothing, so the server applies the category's default. */
const CATEGORY_DEFAULT_OPTION = { value: '', label: 'Category default' }

interface ProductTaxFieldsProps {
  isEditing: boolean
  category: string
  register: UseFormRegister<ProductFormValues>
  setValue: UseFormSetValue<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
  /** Re-check the fields when they change by themselves, once the form was submitted. */
  isSubmitted: boolean
  /** An edited product's rate that GST 2.0 removed (12, 28): shown as kept, never offered once changed. */
  retiredRate?: number | undefined
}

/**
 * HSN code and GST rate. A new product takes its category's default (the admin's Settings tab) and follows the
 * category as it changes, until the admin types a code or picks a rate; an edited product shows its own.
 */
export function ProductTaxFields({
  isEditing,
  category,
  register,
  setValue,
  errors,
  isSubmitted,
  retiredRate,
}: ProductTaxFieldsProps) {
  // The defaults are a setting, read by admins only: staff leave the fields to the server, which applies them.
  const { isStaff } = useSession()
  const defaults = useCategoryTaxDefaults({ enabled: !isEditing && !isStaff })
  const [followsCategory, setFollowsCategory] = useState(!isEditing)
  const categoryDefault = defaults.data?.find((row) => row.category === category)

  useEffect(() => {
    if (!followsCategory || !categoryDefault) return
    setValue('hsnCode', categoryDefault.hsnCode, { shouldValidate: isSubmitted })
    setValue('gstRate', String(categoryDefault.gstRate), { shouldValidate: isSubmitted })
  }, [followsCategory, categoryDefault, setValue, isSubmitted])

  const stopFollowing = { onChange: () => setFollowsCategory(false) }

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <HintedTextField
          label="HSN code"
          inputMode="numeric"
          autoComplete="off"
          hint={isEditing ? HSN_CODE_HINT_EDIT : HSN_CODE_HINT_NEW}
          error={errors.hsnCode?.message}
          {...register('hsnCode', stopFollowing)}
        />
        <SelectField
          label="GST rate"
          options={
            !isEditing
              ? [CATEGORY_DEFAULT_OPTION, ...RATE_OPTIONS]
              : retiredRate !== undefined
                ? // Its value is empty (sent as nothing) and, like any empty choice, cannot be picked again.
                  [{ value: '', label: retiredGstRateOption(retiredRate) }, ...RATE_OPTIONS]
                : RATE_OPTIONS
          }
          error={errors.gstRate?.message}
          {...register('gstRate', stopFollowing)}
        />
      </div>
      {retiredRate !== undefined && <p className="text-sm text-amber-300">{RETIRED_GST_RATE_HINT}</p>}
      <p className="text-sm text-slate-400">{GST_RATE_HINT}</p>
      {!isEditing && !followsCategory && categoryDefault && (
        <Button
          variant="ghost"
          className="ring-1 ring-inset ring-white/15"
          onClick={() => setFollowsCategory(true)}
        >
          Use the category’s default ({categoryDefault.hsnCode}, {categoryDefault.gstRate} %)
        </Button>
      )}
    </div>
  )
}
