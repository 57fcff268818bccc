import { useId, type ComponentProps } from 'react'
import { fieldErrorClassName, inputClassName, labelClassName } from '../../../components/ui/field-styles'

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined }

/** A labelled textarea in the shop's field style, its error tied to it for screen readers. */
export function TextareaField({ label, error, id, className, ...textareaProps }: TextareaFieldProps) {
  const generatedId = useId()
  const textareaId = id ?? generatedId
  const errorId = `${textareaId}-error`
  return (
    <div className={className}>
      <label htmlFor={textareaId} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={textareaId}
        className={`${inputClassName} min-h-32 resize-y`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textareaProps}
      />
      {error && (
        <p id={errorId} className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </div>
  )
}
