import { useId, useState } from 'react'
import { RotateCw } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import type { ShippingChoiceState } from '../hooks/use-shipping-choice'
import type { ShippingChoice } from '../shipping-choice'
import { AddressLines, DefaultBadge } from './address-card'
import { AddressForm } from './address-form'

export const ADDRESSES_LOADING_TEXT = 'Loading saved addresses...'
export const ADDRESSES_EMPTY_TEXT = 'No saved addresses found.'
export const ADDRESSES_FAILED_TEXT = 'Failed to load saved addresses'

const optionClassName =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-white/10 bg-night-950/50 p-4 transition ' +
  'hover:border-white/25 has-checked:border-accent-400 has-checked:bg-accent-700/10'

interface ShippingAddressPickerProps {
  shipping: ShippingChoiceState
  shopper: { name: string; email: string } | null
  /** A new address was saved (or typed for this order only); it is already the chosen one. */
  onAddressAdded?: (choice: ShippingChoice) => void
}

/** Saved addresses as a radio list with the default marked, and the form to add another. */
export function ShippingAddressPicker({ shipping, shopper, onAddressAdded }: ShippingAddressPickerProps) {
  const { savedAddresses, choice, pick, oneTimeAddress, hasNothingToPick } = shipping
  const formHeadingId = useId()
  const [isFormOpen, setIsFormOpen] = useState(false)
  const addresses = savedAddresses.data ?? []
  // With nothing to pick from, the form is the only way on: it opens by itself.
  const showForm = isFormOpen || hasNothingToPick

  const addressReady = (added: ShippingChoice) => {
    pick(added)
    setIsFormOpen(false)
    onAddressAdded?.(added)
  }

  return (
    <div className="space-y-4">
      {savedAddresses.isPending && (
        <p role="status" className="text-sm text-slate-300">
          {ADDRESSES_LOADING_TEXT}
        </p>
      )}
      {savedAddresses.isError && (
        <div className="space-y-3">
          <FormAlert message={ADDRESSES_FAILED_TEXT} />
          <Button variant="ghost" onClick={() => void savedAddresses.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      )}
      {hasNothingToPick && <p className="text-sm text-slate-300">{ADDRESSES_EMPTY_TEXT}</p>}

      {(addresses.length > 0 || oneTimeAddress) && (
        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-medium text-slate-300">
            Choose where to deliver this order
          </legend>
          {addresses.map((address) => (
            <label key={address._id} className={optionClassName}>
              <input
                type="radio"
                name="shipping-address"
                value={address._id}
                checked={choice?.kind === 'saved' && choice.address._id === address._id}
                onChange={() => pick({ kind: 'saved', address })}
                className="mt-1 size-4 shrink-0 accent-accent-400"
              />
              <span className="min-w-0 flex-1">
                {address.isDefault && (
                  <span className="float-right ml-2">
                    <DefaultBadge />
                  </span>
                )}
                <AddressLines address={address} />
              </span>
            </label>
          ))}
          {oneTimeAddress && (
            <label className={optionClassName}>
              <input
                type="radio"
                name="shipping-address"
                value="one-time"
                checked={choice?.kind === 'one-time'}
                onChange={() => pick({ kind: 'one-time', address: oneTimeAddress })}
                className="mt-1 size-4 shrink-0 accent-accent-400"
              />
              <span className="min-w-0 flex-1">
                <span className="float-right ml-2 rounded-full border border-white/15 px-2 py-0.5 text-xs text-slate-300">
                  This order only
                </span>
                <AddressLines address={oneTimeAddress} />
              </span>
            </label>
          )}
        </fieldset>
      )}

      {showForm ? (
        <section
          aria-labelledby={formHeadingId}
          className="sm:rounded-xl sm:border sm:border-white/10 sm:bg-night-950/40 sm:p-5"
        >
          <h3 id={formHeadingId} className="mb-4 font-semibold text-white">
            New address
          </h3>
          <AddressForm
            shopper={shopper}
            onAddressReady={addressReady}
            onCancel={hasNothingToPick ? undefined : () => setIsFormOpen(false)}
          />
        </section>
      ) : (
        !savedAddresses.isPending && (
          <Button
            variant="ghost"
            onClick={() => setIsFormOpen(true)}
            className="w-full border border-dashed border-white/20 sm:w-auto"
          >
            + Add New Address
          </Button>
        )
      )}
    </div>
  )
}
