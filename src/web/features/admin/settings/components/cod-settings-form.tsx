import { zodResolver } from '@hookform/resolvers/zod'
import { MAX_COD_CONFIRMATION_HOURS, type CodSettings } from '@common/schemas/cash-on-delivery'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { useSaveCodSettings } from '../api/save-cod-settings'
import { useSettingsForm } from '../hooks/use-settings-form'
import { codSettingsFormSchema, codSettingsToFormValues } from '../settings-schemas'
import {
  COD_BLOCK_AFTER_HINT,
  COD_CONFIRMATION_HINT,
  COD_MAX_ORDER_HINT,
  COD_SAVE_FAILED,
  COD_SAVED,
} from '../settings-texts'
import { SettingsFormFrame } from './settings-form-frame'

const resolver = zodResolver(codSettingsFormSchema)

/** The cash-on-delivery rules: the largest order paid on delivery, returned parcels that stop it, the confirmation. */
export function CodSettingsForm({ settings }: { settings: CodSettings }) {
  const save = useSaveCodSettings()
  const { form, frame } = useSettingsForm({
    saved: settings,
    toFormValues: codSettingsToFormValues,
    resolver,
    save: save.mutateAsync,
    messages: { saved: COD_SAVED, failed: COD_SAVE_FAILED },
    fields: ['maxOrderValue', 'blockAfterReturns', 'confirmationHours'],
  })
  const { register, formState } = form
  const { errors } = formState

  return (
    <SettingsFormFrame label="Cash-on-delivery settings" saveLabel="Save cash-on-delivery rules" {...frame}>
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
    </SettingsFormFrame>
  )
}
