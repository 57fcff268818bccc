import { useId, type ComponentProps } from 'react'
import { FieldFrame, fieldErrorAria } from './field-frame'
import { inputClassName } from './field-styles'

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string | undefined }

/** A labelled input whose error message is tied to it for screen readers. */
export function TextField({ label, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  return (
    <FieldFrame label={label} controlId={inputId} error={error} className={className}>
      <input id={inputId} className={inputClassName} {...fieldErrorAria(inputId, error)} {...inputProps} />
    </FieldFrame>
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
