import { useId, type ComponentProps } from 'react'
import { FieldFrame, fieldErrorAria } from '../../../../components/ui/field-frame'
import { inputClassName } from '../../../../components/ui/field-styles'

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined }

/** A labelled textarea in the shop's field style, its error tied to it for screen readers. */
export function TextareaField({ label, error, id, className, ...textareaProps }: TextareaFieldProps) {
  const generatedId = useId()
  const textareaId = id ?? generatedId
  return (
    <FieldFrame label={label} controlId={textareaId} error={error} className={className}>
      <textarea
        id={textareaId}
        className={`${inputClassName} min-h-32 resize-y`}
        {...fieldErrorAria(textareaId, error)}
        {...textareaProps}
      />
    </FieldFrame>
  )
}
