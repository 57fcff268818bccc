import { useId, type ComponentProps } from 'react'
import { fieldErrorClassName, inputClassName, labelClassName } from '../../../../components/ui/field-styles'

type SelectFieldProps = ComponentProps<'select'> & {
  label: string
  options: readonly { value: string; label: string }[]
  error?: string | undefined
}

/** A labelled select in the shop's field style, its error tied to it for screen readers. */
export function SelectField({ label, options, error, id, className, ...selectProps }: SelectFieldProps) {
  const generatedId = useId()
  const selectId = id ?? generatedId
  const errorId = `${selectId}-error`
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClassName}>
        {label}
      </label>
      <select
        id={selectId}
        className={`${inputClassName} [&>option]:bg-night-900`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.value === ''}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </div>
  )
}
