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

type PresetFieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string }

/** The person's name, as every form asks it: autofilled from the browser's contact card. */
export function NameField({ label = 'Name', ...props }: PresetFieldProps) {
  return <TextField label={label} autoComplete="name" placeholder="Your name" {...props} />
}

/** The e-mail address, as every form asks it: an e-mail keyboard on phones, autofilled. */
export function EmailField({ label = 'Email', ...props }: PresetFieldProps) {
  return (
    <TextField label={label} type="email" autoComplete="email" placeholder="you@example.com" {...props} />
  )
}
