import type { MailStatus } from '@common/schemas/mail'
import { MAIL_STATUS_LABELS } from '../outbox-texts'

// Light text on a tinted pill, each at least 4.5:1 on the admin's dark panels, like the order status pills.
const STATUS_CLASSES: Record<MailStatus, string> = {
  kept: 'bg-slate-400/15 text-slate-200 ring-slate-300/30',
  pending: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  sending: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  sent: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  failed: 'bg-rose-500/15 text-rose-300 ring-rose-400/30',
}

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {MAIL_STATUS_LABELS[status]}
    </span>
  )
}
