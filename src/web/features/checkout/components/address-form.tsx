import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, MapPin, TriangleAlert } from 'lucide-react'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ADDRESS_GSTIN_LABEL } from '@common/business-buyer'
import { addressInputSchema, SHIPPING_COUNTRY, type AddressInput } from '@common/schemas/address'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { usePincodeAutofill, type PincodeNote } from '../../../lib/pincode'
import { useSaveAddress } from '../api/saved-addresses'
import { INDIAN_STATES } from '../indian-states'
import type { ShippingChoice } from '../shipping-choice'

type AddressFormOutput = z.output<typeof addressInputSchema>

export const SAVE_ADDRESS_FAILED_MESSAGE = 'Failed to save address. Please try again.'

interface AddressFormProps {
  /** The signed-in shopper: pre-fills name and e-mail, and only they may save an address. */
  shopper: { name: string; email: string } | null
  /** Called with the saved address, or with the typed one when the shopper chose not to save it. */
  onAddressReady: (choice: ShippingChoice) => void
  onCancel?: () => void
}

/** The address form: every field, rule and message, India only. */
export function AddressForm({ shopper, onAddressReady, onCancel }: AddressFormProps) {
  const statesListId = useId()
  const saveAddress = useSaveAddress()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<AddressInput, unknown, AddressFormOutput>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: {
      fullName: shopper?.name ?? '',
      email: shopper?.email ?? '',
      phone: '',
      country: SHIPPING_COUNTRY,
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      postalCode: '',
      gstin: '',
      saveAddress: true,
    },
  })
  const canSave = shopper !== null
  const saveChecked = useWatch({ control, name: 'saveAddress' })
  const isSaving = canSave && saveChecked !== false
  const postalCode = useWatch({ control, name: 'postalCode' })
  const pincodeNote = usePincodeAutofill({
    postalCode: postalCode ?? '',
    read: (field) => getValues(field) ?? '',
    // Validated at once only after a first submit, as typing would be: "City is required" then goes away.
    fill: (field, value) => setValue(field, value, { shouldDirty: true, shouldValidate: isSubmitted }),
  })

  const submit = handleSubmit(async ({ saveAddress: wantsSaving, isDefault: _isDefault, ...address }) => {
    setServerError(null)
    if (!canSave || wantsSaving === false) {
      onAddressReady({ kind: 'one-time', address })
      return
    }
    try {
      const saved = await saveAddress.mutateAsync(address)
      toast.success('Address saved successfully')
      onAddressReady({ kind: 'saved', address: saved })
    } catch {
      setServerError(SAVE_ADDRESS_FAILED_MESSAGE)
      toast.error('Failed to save address')
    }
  })

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Shipping address"
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      {serverError && <FormAlert message={serverError} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Country"
          value={SHIPPING_COUNTRY}
          disabled
          readOnly
          autoComplete="country-name"
          className="[&_input]:cursor-not-allowed [&_input]:opacity-70"
        />
        <TextField
          label="Address Line 1"
          autoComplete="address-line1"
          placeholder="House number, street"
          error={errors.addressLine1?.message}
          className="sm:col-span-2"
          {...register('addressLine1')}
        />
        <TextField
          label="Address Line 2 (Optional)"
          autoComplete="address-line2"
          placeholder="Apartment, landmark"
          error={errors.addressLine2?.message}
          className="sm:col-span-2"
          {...register('addressLine2')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="State"
          list={statesListId}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        />
        <datalist id={statesListId}>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state} />
          ))}
        </datalist>
        <div>
          <TextField
            label="Postal Code"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="400050"
            error={errors.postalCode?.message}
            {...register('postalCode')}
          />
          <PincodeNoteText note={pincodeNote} />
        </div>
        <TextField
          label={ADDRESS_GSTIN_LABEL}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="27AAPFU0939F1ZV"
          error={errors.gstin?.message}
          className="sm:col-span-2 [&_input]:font-mono [&_input]:uppercase"
          {...register('gstin')}
        />
      </div>

      {canSave && (
        <label className="flex cursor-pointer items-center gap-3 text-sm text-slate-200">
          <input type="checkbox" className="size-4 rounded accent-accent-400" {...register('saveAddress')} />
          Save this address for future use
        </label>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {isSubmitting ? 'Saving...' : isSaving ? 'Save Address' : 'Use This Address'}
        </Button>
      </div>
    </form>
  )
}

/**
 * Where the PIN code lookup says what it found, or that it found nothing. Always in the page, so that screen
 * readers announce each change politely; a warning never blocks the form.
 */
function PincodeNoteText({ note }: { note: PincodeNote }) {
  const Icon = note?.tone === 'unknown' ? TriangleAlert : MapPin
  return (
    <p
      role="status"
      className={`mt-1.5 flex items-start gap-1.5 text-sm empty:sr-only ${
        note?.tone === 'unknown' ? 'text-amber-200' : 'text-slate-300'
      }`}
    >
      {note && (
        <>
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {note.text}
        </>
      )}
    </p>
  )
}
