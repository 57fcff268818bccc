import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ShippingSettings } from '@common/schemas/shipping'
import { FormAlert } from '../../../../components/ui/form-alert'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { useSaveShippingSettings } from '../api/save-shipping-settings'
import { useSettingsSave } from '../hooks/use-settings-save'
import {
  shippingSettingsFormSchema,
  shippingSettingsToFormValues,
  type ShippingSettingsFormValues,
} from '../settings-schemas'
import {
  SHIPPING_COD_FEE_HINT,
  SHIPPING_FLAT_RATE_HINT,
  SHIPPING_FREE_OVER_HINT,
  SHIPPING_SAVE_FAILED,
  SHIPPING_SAVED,
} from '../settings-texts'
import { SaveButton } from './save-button'

const resolver = zodResolver(shippingSettingsFormSchema)
const FIELDS: readonly string[] = [
  'flatRate',
  'freeOver',
  'codFee',
] satisfies (keyof ShippingSettingsFormValues)[]

function isShippingField(field: string | undefined): field is keyof ShippingSettingsFormValues {
  return field !== undefined && FIELDS.includes(field)
}

/** The shipping charges: the flat rate, the items' total from which shipping is free, the COD fee, in rupees. */
export function ShippingSettingsForm({ settings }: { settings: ShippingSettings }) {
  const save = useSaveShippingSettings()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShippingSettingsFormValues, unknown, ShippingSettings>({
    resolver,
    defaultValues: shippingSettingsToFormValues(settings),
  })
  const { saveError, runSave } = useSettingsSave(
    { saved: SHIPPING_SAVED, failed: SHIPPING_SAVE_FAILED },
    (field, message) => {
      if (!isShippingField(field)) return false
      setError(field, { message }, { shouldFocus: true })
      return true
    },
  )

  const submit = handleSubmit((input) =>
    runSave(async () => {
      reset(shippingSettingsToFormValues(await save.mutateAsync(input)))
    }),
  )

  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Shipping charges"
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-3">
        <HintedTextField
          label="Flat rate (₹)"
          {...money}
          hint={SHIPPING_FLAT_RATE_HINT}
          error={errors.flatRate?.message}
          {...register('flatRate')}
        />
        <HintedTextField
          label="Free shipping from (₹)"
          {...money}
          hint={SHIPPING_FREE_OVER_HINT}
          error={errors.freeOver?.message}
          {...register('freeOver')}
        />
        <HintedTextField
          label="Cash on delivery fee (₹)"
          {...money}
          hint={SHIPPING_COD_FEE_HINT}
          error={errors.codFee?.message}
          {...register('codFee')}
        />
      </div>
      {saveError && <FormAlert message={saveError} />}
      <div className="flex justify-end border-t border-white/10 pt-4">
        <SaveButton label="Save shipping charges" isSaving={isSubmitting} />
      </div>
    </form>
  )
}
