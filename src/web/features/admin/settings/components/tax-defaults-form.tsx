import { zodResolver } from '@hookform/resolvers/zod'
import { categoryLabel } from '@common/collections'
import { GST_RATES } from '@common/gst'
import { TextField } from '../../../../components/ui/text-field'
import { SelectField } from '../../shared/components/select-field'
import { useSaveCategoryTaxDefaults } from '../api/save-category-tax-defaults'
import { taxDefaultsFormSchema, taxDefaultsToFormValues, type CategoryTaxDefault } from '../settings-schemas'
import { TAX_DEFAULTS_SAVE_FAILED, TAX_DEFAULTS_SAVED } from '../settings-texts'
import { useSettingsForm } from '../hooks/use-settings-form'
import { SettingsFormFrame } from './settings-form-frame'

const RATE_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))
const CHOOSE_RATE = { value: '', label: 'Choose a rate' }

const resolver = zodResolver(taxDefaultsFormSchema)

/** One row per category: its HSN code and GST rate, saved together. */
export function TaxDefaultsForm({ defaults }: { defaults: readonly CategoryTaxDefault[] }) {
  const save = useSaveCategoryTaxDefaults()
  // The saved rows; a save puts its answer in the query cache, and so back here.
  const saved = taxDefaultsToFormValues(defaults)
  const { form, frame } = useSettingsForm({
    saved: defaults,
    toFormValues: taxDefaultsToFormValues,
    resolver,
    save: save.mutateAsync,
    messages: { saved: TAX_DEFAULTS_SAVED, failed: TAX_DEFAULTS_SAVE_FAILED },
  })
  const { register, formState } = form
  const { errors } = formState

  return (
    <SettingsFormFrame label="Tax defaults" saveLabel="Save tax defaults" {...frame}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {saved.rows.map((row, index) => {
          const rowErrors = errors.rows?.[index]
          return (
            <fieldset key={row.category} className="min-w-0 rounded-xl border border-white/10 p-4 pt-2">
              <legend className="px-1 font-sans text-base font-bold text-white">
                {categoryLabel(row.category)}
              </legend>
              <div className="grid grid-cols-2 items-start gap-3">
                <TextField
                  label="HSN code"
                  inputMode="numeric"
                  autoComplete="off"
                  error={rowErrors?.hsnCode?.message}
                  {...register(`rows.${index}.hsnCode`)}
                />
                <SelectField
                  label="GST rate"
                  options={row.gstRate === '' ? [CHOOSE_RATE, ...RATE_OPTIONS] : RATE_OPTIONS}
                  error={rowErrors?.gstRate?.message}
                  {...register(`rows.${index}.gstRate`)}
                />
              </div>
            </fieldset>
          )
        })}
      </div>
    </SettingsFormFrame>
  )
}
