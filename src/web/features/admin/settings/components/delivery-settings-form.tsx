import { useId } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { MAX_DELIVERY_DAYS } from '@common/schemas/delivery'
import { fieldErrorId } from '../../../../components/ui/field-frame'
import { TextField } from '../../../../components/ui/text-field'
import { TextareaField } from '../../shared/components/textarea-field'
import { useSaveDeliverySettings } from '../api/save-delivery-settings'
import {
  DELIVERY_ZONES,
  deliveryFormSchema,
  deliverySettingsToFormValues,
  type DeliverySettings,
} from '../settings-schemas'
import {
  COD_PREFIXES_HINT,
  COD_PREFIXES_LABEL,
  DELIVERY_DAYS_HINT,
  DELIVERY_SAVE_FAILED,
  DELIVERY_SAVED,
  ZONE_LABELS,
} from '../settings-texts'
import { useSettingsForm } from '../hooks/use-settings-form'
import { SettingsFormFrame } from './settings-form-frame'

const resolver = zodResolver(deliveryFormSchema)

const dayInputProps = {
  type: 'number',
  inputMode: 'numeric',
  step: '1',
  min: '0',
  max: String(MAX_DELIVERY_DAYS),
} as const

/** Where cash on delivery is refused, and how many days each delivery zone takes. */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettings }) {
  const save = useSaveDeliverySettings()
  const { form, frame } = useSettingsForm({
    saved: settings,
    // The saved list comes back tidied (no blank lines or repeats), which the textarea then shows.
    toFormValues: deliverySettingsToFormValues,
    resolver,
    save: save.mutateAsync,
    messages: { saved: DELIVERY_SAVED, failed: DELIVERY_SAVE_FAILED },
  })
  const { register, formState } = form
  const { errors } = formState
  const prefixesId = useId()
  const prefixesHintId = `${prefixesId}-hint`
  const daysHintId = useId()
  const prefixesError = errors.codExcludedPinPrefixes?.message

  return (
    <SettingsFormFrame label="Delivery settings" saveLabel="Save delivery settings" {...frame}>
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div>
          <TextareaField
            id={prefixesId}
            label={COD_PREFIXES_LABEL}
            rows={6}
            inputMode="numeric"
            spellCheck={false}
            className="[&_textarea]:min-h-40 [&_textarea]:font-mono"
            error={prefixesError}
            aria-describedby={
              prefixesError ? `${fieldErrorId(prefixesId)} ${prefixesHintId}` : prefixesHintId
            }
            {...register('codExcludedPinPrefixes')}
          />
          <p id={prefixesHintId} className="mt-1.5 text-sm text-slate-400">
            {COD_PREFIXES_HINT}
          </p>
        </div>

        <div className="space-y-3">
          <p id={daysHintId} className="text-sm text-slate-400">
            {DELIVERY_DAYS_HINT}
          </p>
          {DELIVERY_ZONES.map((zone) => (
            <fieldset
              key={zone}
              aria-describedby={daysHintId}
              className="min-w-0 rounded-xl border border-white/10 p-4"
            >
              <legend className="px-1 font-sans text-base font-bold text-white">{ZONE_LABELS[zone]}</legend>
              <div className="grid grid-cols-2 items-start gap-3">
                <TextField
                  label="Minimum days"
                  {...dayInputProps}
                  error={errors[zone]?.minDays?.message}
                  {...register(`${zone}.minDays`)}
                />
                <TextField
                  label="Maximum days"
                  {...dayInputProps}
                  error={errors[zone]?.maxDays?.message}
                  {...register(`${zone}.maxDays`)}
                />
              </div>
            </fieldset>
          ))}
        </div>
      </div>
    </SettingsFormFrame>
  )
}
