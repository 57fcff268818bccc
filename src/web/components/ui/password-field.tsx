import { useId, useState, type ComponentProps } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { fieldErrorClassName, inputClassName, labelClassName } from './field-styles'

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
  const errorId = `${inputId}-error`
  const [isVisible, setIsVisible] = useState(false)
  const ToggleIcon = isVisible ? EyeOff : Eye

  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          className={`${inputClassName} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
      {error && (
        <p id={errorId} className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </div>
  )
}
