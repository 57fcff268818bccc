import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { MAX_RETURN_WINDOW_DAYS } from '@common/schemas/returns'
import { FormAlert } from '../../../../components/ui/form-alert'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { useSaveReturnSettings } from '../api/save-return-settings'
import { useSettingsSave } from '../hooks/use-settings-save'
import {
  returnSettingsFormSchema,
  returnSettingsToFormValues,
  type ReturnSettings,
  type ReturnSettingsFormValues,
} from '../settings-schemas'
import { RETURNS_HINT, RETURNS_SAVE_FAILED, RETURNS_SAVED } from '../settings-texts'
import { SaveButton } from './save-button'

const resolver = zodResolver(returnSettingsFormSchema)

/** The return window: days after delivery in which a shopper may ask to return items. */
export function ReturnSettingsForm({ settings }: { settings: ReturnSettings }) {
  const save = useSaveReturnSettings()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReturnSettingsFormValues, unknown, ReturnSettings>({
    resolver,
    defaultValues: returnSettingsToFormValues(settings),
  })
  // One field: whatever input the server refuses is this one.
  const { saveError, runSave } = useSettingsSave(
    { saved: RETURNS_SAVED, failed: RETURNS_SAVE_FAILED },
    (_, message) => {
      setError('windowDays', { message }, { shouldFocus: true })
      return true
    },
  )

  const submit = handleSubmit((input) =>
    runSave(async () => {
      reset(returnSettingsToFormValues(await save.mutateAsync(input)))
    }),
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Return settings"
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      <HintedTextField
        label="Return window (days)"
        type="number"
        inputMode="decimal"
        step="any"
        min="0"
        max={MAX_RETURN_WINDOW_DAYS}
        hint={RETURNS_HINT}
        error={errors.windowDays?.message}
        className="max-w-md"
        {...register('windowDays')}
      />
      {saveError && <FormAlert message={saveError} />}
      <div className="flex justify-end border-t border-white/10 pt-4">
        <SaveButton label="Save return settings" isSaving={isSubmitting} />
      </div>
    </form>
  )
}
