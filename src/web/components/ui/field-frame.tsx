import type { ReactNode } from 'react'
import { fieldErrorClassName, labelClassName } from './field-styles'

/** The id of the message that explains what is wrong with a control. */
export function fieldErrorId(controlId: string): string {
  return `${controlId}-error`
}

/** The attributes that tell screen readers a control is invalid, and why. */
export function fieldErrorAria(controlId: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(controlId) : undefined,
  } as const
}

type FieldFrameProps = {
  label: string
  controlId: string
  error?: string | undefined
  className?: string | undefined
  children: ReactNode
}

/** A control with its label above and its error below, in the shop's field style. */
export function FieldFrame({ label, controlId, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClassName}>
        {label}
      </label>
      {children}
      {error && (
        <p id={fieldErrorId(controlId)} className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </div>
  )
}
