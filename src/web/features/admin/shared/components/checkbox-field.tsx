import type { ComponentProps } from 'react'

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string }

/** A checkbox with its label (and a hint) as one tap target, at least 44 px high for a thumb. */
export function CheckboxField({ label, hint, className, ...inputProps }: CheckboxFieldProps) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 transition hover:bg-white/5 ${className ?? ''}`}
    >
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-accent-400" {...inputProps} />
      <span className="text-sm">
        <span className="block font-medium text-slate-100">{label}</span>
        {hint && <span className="block text-slate-400">{hint}</span>}
      </span>
    </label>
  )
}
