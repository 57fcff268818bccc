import { LoaderCircle } from 'lucide-react'

/** A spinner announced to screen readers as a status, with a visible or hidden label. */
export function Spinner({ label = 'Loading', showLabel = false }: { label?: string; showLabel?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-16 text-slate-300"
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent-400" />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </div>
  )
}
