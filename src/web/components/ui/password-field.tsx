import { useId, useState, type ComponentProps } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { FieldFrame, fieldErrorAria } from './field-frame'
import { inputClassName } from './field-styles'

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string
  error?: string | undefined
  /** What the toggle shows or hides, read out as "Show {subject}" / "Hide {subject}". */
  toggleSubject?: string
}

export function PasswordField({
  label,
  error,
  id,
  className,
  toggleSubject = 'password',
  ...inputProps
}: PasswordFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const [isVisible, setIsVisible] = useState(false)
  const ToggleIcon = isVisible ? EyeOff : Eye

  return (
    <FieldFrame label={label} controlId={inputId} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          className={`${inputClassName} pr-12`}
          {...fieldErrorAria(inputId, error)}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={`${isVisible ? 'Hide' : 'Show'} ${toggleSubject}`}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-400 transition hover:text-white"
        >
          <ToggleIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </FieldFrame>
  )
}
