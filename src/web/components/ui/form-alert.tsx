import { CircleAlert } from 'lucide-react'

/** A form-level error, announced as soon as it appears. */
export function FormAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-rose-400/40 bg-rose-950/50 px-3.5 py-3 text-sm text-rose-100"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
      <span>{message}</span>
    </div>
  )
}
