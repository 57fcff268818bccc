import { useId } from 'react'
import { Search } from 'lucide-react'
import { inputClassName } from '../../../../components/ui/field-styles'

interface AdminSearchFieldProps {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}

/** A labelled search box for the admin lists; the label is read out, the placeholder only hints. */
export function AdminSearchField({ label, placeholder, value, onChange }: AdminSearchFieldProps) {
  const id = useId()
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClassName} pl-9`}
        autoComplete="off"
      />
    </div>
  )
}
