import { CircleCheck } from 'lucide-react'

/** A confirmation announced politely to screen readers. */
export function SuccessMessage({ message }: { message: string }) {
  return (
    <p className="flex items-start gap-2.5 rounded-lg border border-emerald-400/40 bg-emerald-950/50 px-3.5 py-3 text-sm text-emerald-100">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
      <span>{message}</span>
    </p>
  )
}
