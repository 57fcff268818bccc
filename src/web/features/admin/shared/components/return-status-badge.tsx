import type { ReturnStatus } from '@common/schemas/returns'

/** Said the same on the Returns tab and on an order's page, where its return requests are listed. */
const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Waiting for a decision',
  approved: 'Approved, on its way back',
  rejected: 'Rejected',
  received: 'Received',
}

// Words carry the meaning; the colours only echo the order badges' (waiting yellow, moving blue, refused red, done green).
const STATUS_CLASSES: Record<ReturnStatus, string> = {
  requested: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  approved: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  rejected: 'bg-rose-500/15 text-rose-300 ring-rose-400/30',
  received: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {RETURN_STATUS_LABELS[status]}
    </span>
  )
}
