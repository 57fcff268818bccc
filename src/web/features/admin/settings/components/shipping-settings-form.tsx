import { zodResolver } from '@hookform/resolvers/zod'
import type { ShippingSettings } from '@common/schemas/shipping'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { useSaveShippingSettings } from '../api/save-shipping-settings'
import { useSettingsForm } from '../hooks/use-settings-form'
import { shippingSettingsFormSchema, shippingSettingsToFormValues } from '../settings-schemas'
import {
  SHIPPING_COD_FEE_HINT,
  SHIPPING_FLAT_RATE_HINT,
  SHIPPING_FREE_OVER_HINT,
  SHIPPING_SAVE_FAILED,
  SHIPPING_SAVED,
} from '../settings-texts'
import { SettingsFormFrame } from './settings-form-frame'

const resolver = zodResolver(shippingSettingsFormSchema)
const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const

/** The shipping charges: the flat rate, the items' total from which shipping is free, the COD fee, in rupees. */
export function ShippingSettingsForm({ settings }: { settings: ShippingSettings }) {
  const save = useSaveShippingSettings()
  const { form, frame } = useSettingsForm({
    saved: settings,
    toFormValues: shippingSettingsToFormValues,
    resolver,
    save: save.mutateAsync,
    messages: { saved: SHIPPING_SAVED, failed: SHIPPING_SAVE_FAILED },
    fields: ['flatRate', 'freeOver', 'codFee'],
  })
  const { register, formState } = form
  const { errors } = formState

  return (
    <SettingsFormFrame label="Shipping charges" saveLabel="Save shipping charges" {...frame}>
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
    </SettingsFormFrame>
  )
}
