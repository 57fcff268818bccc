import { useId, type ComponentProps } from 'react'
import { fieldErrorClassName, inputClassName, labelClassName } from './field-styles'

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string | undefined }

/** A labelled input whose error message is tied to it for screen readers. */
export function TextField({ label, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const errorId = `${inputId}-error`
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        id={inputId}
        className={inputClassName}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </div>
  )
}
