import { useId, type ComponentProps } from 'react'
import { fieldErrorId } from '../../../../components/ui/field-frame'
import { TextField } from '../../../../components/ui/text-field'

type HintedTextFieldProps = ComponentProps<typeof TextField> & { hint: string }

/**
 * A text field with a line of help under it, read out with the field (and after its error, when there is one),
 * so the rule is heard where the value is typed.
 */
export function HintedTextField({ hint, id, error, className, ...fieldProps }: HintedTextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  return (
    <div className={className}>
      <TextField
        id={inputId}
        error={error}
        aria-describedby={error ? `${fieldErrorId(inputId)} ${hintId}` : hintId}
        {...fieldProps}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-400">
        {hint}
      </p>
    </div>
  )
}
