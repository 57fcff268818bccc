import { useId } from 'react'
import { MOBILE_NUMBER_LENGTH, MOBILE_NUMBER_PREFIX } from '@common/constants'
import { keepMobileDigits } from '../../lib/phonepe/mobile-number'
import { fieldErrorClassName, inputClassName, labelClassName } from './field-styles'

interface MobileNumberFieldProps {
  /** The ten digits typed so far (the +91 prefix is shown, not typed). */
  value: string
  onChange: (digits: string) => void
  error?: string | null | undefined
  label?: string
  hint?: string
  disabled?: boolean
}

/** "Mobile Number" for a PhonePe payment: +91 shown before the field, which keeps digits only, ten at most. */
export function MobileNumberField({
  value,
  onChange,
  error,
  label = 'Mobile Number',
  hint = `The ${MOBILE_NUMBER_LENGTH}-digit number linked to your PhonePe account`,
  disabled,
}: MobileNumberFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="flex">
        <span className="flex items-center rounded-l-lg border border-r-0 border-night-600 bg-night-800 px-3 text-sm text-slate-300">
          {MOBILE_NUMBER_PREFIX}
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="9876543210"
          maxLength={MOBILE_NUMBER_LENGTH}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(keepMobileDigits(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={`${inputClassName} rounded-l-none`}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClassName}>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-400">
          {hint}
        </p>
      )}
    </div>
  )
}
