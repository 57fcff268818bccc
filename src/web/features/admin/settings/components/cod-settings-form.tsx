import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { MAX_COD_CONFIRMATION_HOURS, type CodSettings } from '@common/schemas/cash-on-delivery'
import { FormAlert } from '../../../../components/ui/form-alert'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { useSaveCodSettings } from '../api/save-cod-settings'
import { useSettingsSave } from '../hooks/use-settings-save'
import {
  codSettingsFormSchema,
  codSettingsToFormValues,
  type CodSettingsFormValues,
} from '../settings-schemas'
import {
  COD_BLOCK_AFTER_HINT,
  COD_CONFIRMATION_HINT,
  COD_MAX_ORDER_HINT,
  COD_SAVE_FAILED,
  COD_SAVED,
} from '../settings-texts'
import { SaveButton } from './save-button'

const resolver = zodResolver(codSettingsFormSchema)
const FIELDS: readonly string[] = [
  'maxOrderValue',
  'blockAfterReturns',
  'confirmationHours',
] satisfies (keyof CodSettingsFormValues)[]

function isCodField(field: string | undefined): field is keyof CodSettingsFormValues {
  return field !== undefined && FIELDS.includes(field)
}

/** The cash-on-delivery rules: the largest order paid on delivery, returned parcels that stop it, the confirmation. */
export function CodSettingsForm({ settings }: { settings: CodSettings }) {
  const save = useSaveCodSettings()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodSettingsFormValues, unknown, CodSettings>({
    resolver,
    defaultValues: codSettingsToFormValues(settings),
  })
  const { saveError, runSave } = useSettingsSave(
    { saved: COD_SAVED, failed: COD_SAVE_FAILED },
    (field, message) => {
      if (!isCodField(field)) return false
      setError(field, { message }, { shouldFocus: true })
      return true
    },
  )

  const submit = handleSubmit((input) =>
    runSave(async () => {
      reset(codSettingsToFormValues(await save.mutateAsync(input)))
    }),
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Cash-on-delivery settings"
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-3">
        <HintedTextField
          label="Largest order value (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder="No limit"
          hint={COD_MAX_ORDER_HINT}
          error={errors.maxOrderValue?.message}
          {...register('maxOrderValue')}
        />
        <HintedTextField
          label="Returned parcels before it is blocked"
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          hint={COD_BLOCK_AFTER_HINT}
          error={errors.blockAfterReturns?.message}
          {...register('blockAfterReturns')}
        />
        <HintedTextField
          label="Confirmation window (hours)"
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          max={MAX_COD_CONFIRMATION_HOURS}
          hint={COD_CONFIRMATION_HINT}
          error={errors.confirmationHours?.message}
          {...register('confirmationHours')}
        />
      </div>
      {saveError && <FormAlert message={saveError} />}
      <div className="flex justify-end border-t border-white/10 pt-4">
        <SaveButton label="Save cash-on-delivery rules" isSaving={isSubmitting} />
      </div>
    </form>
  )
}
