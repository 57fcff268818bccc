import { zodResolver } from '@hookform/resolvers/zod'
import { MAX_RETURN_WINDOW_DAYS } from '@common/schemas/returns'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { useSaveReturnSettings } from '../api/save-return-settings'
import { useSettingsForm } from '../hooks/use-settings-form'
import {
  returnSettingsFormSchema,
  returnSettingsToFormValues,
  type ReturnSettings,
} from '../settings-schemas'
import { RETURNS_HINT, RETURNS_SAVE_FAILED, RETURNS_SAVED } from '../settings-texts'
import { SettingsFormFrame } from './settings-form-frame'

const resolver = zodResolver(returnSettingsFormSchema)

/** The return window: days after delivery in which a shopper may ask to return items. */
export function ReturnSettingsForm({ settings }: { settings: ReturnSettings }) {
  const save = useSaveReturnSettings()
  const { form, frame } = useSettingsForm({
    saved: settings,
    toFormValues: returnSettingsToFormValues,
    resolver,
    save: save.mutateAsync,
    messages: { saved: RETURNS_SAVED, failed: RETURNS_SAVE_FAILED },
    // One field: whatever input the server refuses is this one.
    fields: ['windowDays'],
  })

  return (
    <SettingsFormFrame label="Return settings" saveLabel="Save return settings" {...frame}>
      <HintedTextField
        label="Return window (days)"
        type="number"
        inputMode="decimal"
        step="any"
        min="0"
        max={MAX_RETURN_WINDOW_DAYS}
        hint={RETURNS_HINT}
        error={form.formState.errors.windowDays?.message}
        className="max-w-md"
        {...form.register('windowDays')}
      />
    </SettingsFormFrame>
  )
}
