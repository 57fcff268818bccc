import { CircleAlert, X } from 'lucide-react'

/** A form error the customer can close once read. */
export function DismissibleAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-rose-400/40 bg-rose-950/50 py-3 pr-2 pl-3.5 text-sm text-rose-100"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
      <span className="flex-1">{message}</span>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss error"
        className="-my-1 flex size-7 shrink-0 items-center justify-center rounded-md text-rose-200 transition hover:bg-rose-400/15 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
