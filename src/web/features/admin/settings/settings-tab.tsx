import { useId, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
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

/**
 * One section of the tab: its heading and hint, then its form once the settings it edits have loaded (a spinner
 * until then, the failure with a retry instead).
 */
function SettingsSection<Saved>({
  title,
  hint,
  query,
  loading,
  loadFailed,
  children,
}: {
  title: string
  hint?: string
  query: Pick<UseQueryResult<Saved>, 'data' | 'isError' | 'refetch'>
  loading: string
  loadFailed: string
  children: (saved: Saved) => ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={adminPanelClassName}>
      <h2 id={headingId} className="font-sans text-lg font-bold text-white">
        {title}
      </h2>
      {hint && <p className="mt-1 max-w-3xl text-sm text-slate-400">{hint}</p>}
      <div className="mt-5">
        {query.data ? (
          children(query.data)
        ) : query.isError ? (
          <ListError message={loadFailed} onRetry={() => void query.refetch()} />
        ) : (
          <Spinner label={loading} />
        )}
      </div>
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
      <SettingsSection
        title={TAX_DEFAULTS_HEADING}
        hint={TAX_DEFAULTS_HINT}
        query={taxDefaults}
        loading="Loading tax defaults"
        loadFailed={TAX_DEFAULTS_LOAD_FAILED}
      >
        {(defaults) => <TaxDefaultsForm defaults={defaults} />}
      </SettingsSection>

      <SettingsSection
        title={DELIVERY_HEADING}
        query={delivery}
        loading="Loading delivery settings"
        loadFailed={DELIVERY_LOAD_FAILED}
      >
        {(settings) => <DeliverySettingsForm settings={settings} />}
      </SettingsSection>

      <SettingsSection
        title={SHIPPING_HEADING}
        hint={SHIPPING_HINT}
        query={shipping}
        loading="Loading shipping charges"
        loadFailed={SHIPPING_LOAD_FAILED}
      >
        {(settings) => <ShippingSettingsForm settings={settings} />}
      </SettingsSection>

      <SettingsSection
        title={RETURNS_HEADING}
        query={returns}
        loading="Loading return settings"
        loadFailed={RETURNS_LOAD_FAILED}
      >
        {(settings) => <ReturnSettingsForm settings={settings} />}
      </SettingsSection>

      <SettingsSection
        title={COD_HEADING}
        hint={COD_HINT}
        query={cashOnDelivery}
        loading="Loading cash-on-delivery rules"
        loadFailed={COD_LOAD_FAILED}
      >
        {(settings) => <CodSettingsForm settings={settings} />}
      </SettingsSection>
    </div>
  )
}
