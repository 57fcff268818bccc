import { useId, type ReactNode } from 'react'
import { Spinner } from '../../../components/ui/spinner'
import { ListError } from '../shared/components/admin-list-states'
import { adminPanelClassName } from '../shared/components/admin-styles'
import { useCategoryTaxDefaults } from '../shared/api/get-category-tax-defaults'
import { useCodSettings } from './api/get-cod-settings'
import { useDeliverySettings } from './api/get-delivery-settings'
import { useReturnSettings } from './api/get-return-settings'
import { useShippingSettings } from './api/get-shipping-settings'
import { CodSettingsForm } from './components/cod-settings-form'
import { DeliverySettingsForm } from './components/delivery-settings-form'
import { ReturnSettingsForm } from './components/return-settings-form'
import { ShippingSettingsForm } from './components/shipping-settings-form'
import { TaxDefaultsForm } from './components/tax-defaults-form'
import {
  COD_HEADING,
  COD_HINT,
  COD_LOAD_FAILED,
  DELIVERY_HEADING,
  DELIVERY_LOAD_FAILED,
  RETURNS_HEADING,
  RETURNS_LOAD_FAILED,
  SHIPPING_HEADING,
  SHIPPING_HINT,
  SHIPPING_LOAD_FAILED,
  TAX_DEFAULTS_HEADING,
  TAX_DEFAULTS_HINT,
  TAX_DEFAULTS_LOAD_FAILED,
} from './settings-texts'

function SettingsSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={adminPanelClassName}>
      <h2 id={headingId} className="font-sans text-lg font-bold text-white">
        {title}
      </h2>
      {hint && <p className="mt-1 max-w-3xl text-sm text-slate-400">{hint}</p>}
      <div className="mt-5">{children}</div>
    </section>
  )
}

/**
 * The admin dashboard's settings tab: the GST defaults per category, the delivery rules, the shipping charges, the
 * return window and the cash-on-delivery rules, each saved alone.
 */
export function SettingsTab() {
  const taxDefaults = useCategoryTaxDefaults()
  const delivery = useDeliverySettings()
  const shipping = useShippingSettings()
  const returns = useReturnSettings()
  const cashOnDelivery = useCodSettings()

  return (
    <div className="space-y-6">
      <SettingsSection title={TAX_DEFAULTS_HEADING} hint={TAX_DEFAULTS_HINT}>
        {taxDefaults.data ? (
          <TaxDefaultsForm defaults={taxDefaults.data} />
        ) : taxDefaults.isError ? (
          <ListError message={TAX_DEFAULTS_LOAD_FAILED} onRetry={() => void taxDefaults.refetch()} />
        ) : (
          <Spinner label="Loading tax defaults" />
        )}
      </SettingsSection>

      <SettingsSection title={DELIVERY_HEADING}>
        {delivery.data ? (
          <DeliverySettingsForm settings={delivery.data} />
        ) : delivery.isError ? (
          <ListError message={DELIVERY_LOAD_FAILED} onRetry={() => void delivery.refetch()} />
        ) : (
          <Spinner label="Loading delivery settings" />
        )}
      </SettingsSection>

      <SettingsSection title={SHIPPING_HEADING} hint={SHIPPING_HINT}>
        {shipping.data ? (
          <ShippingSettingsForm settings={shipping.data} />
        ) : shipping.isError ? (
          <ListError message={SHIPPING_LOAD_FAILED} onRetry={() => void shipping.refetch()} />
        ) : (
          <Spinner label="Loading shipping charges" />
        )}
      </SettingsSection>

      <SettingsSection title={RETURNS_HEADING}>
        {returns.data ? (
          <ReturnSettingsForm settings={returns.data} />
        ) : returns.isError ? (
          <ListError message={RETURNS_LOAD_FAILED} onRetry={() => void returns.refetch()} />
        ) : (
          <Spinner label="Loading return settings" />
        )}
      </SettingsSection>

      <SettingsSection title={COD_HEADING} hint={COD_HINT}>
        {cashOnDelivery.data ? (
          <CodSettingsForm settings={cashOnDelivery.data} />
        ) : cashOnDelivery.isError ? (
          <ListError message={COD_LOAD_FAILED} onRetry={() => void cashOnDelivery.refetch()} />
        ) : (
          <Spinner label="Loading cash-on-delivery rules" />
        )}
      </SettingsSection>
    </div>
  )
}
