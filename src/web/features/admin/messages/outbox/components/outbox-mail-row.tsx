import type { ReactNode } from 'react'
import type { OutboxMail } from '@common/schemas/mail'
import { formatDateTime } from '../../../shared/format-date-time'
import { MAIL_KIND_LABELS } from '../outbox-texts'
import { MailStatusBadge } from './mail-status-badge'

/** Columns of a row at 768 px and wider; below that each mail is a card with its fields labelled. */
export const OUTBOX_ROW_GRID =
  'md:grid md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.6fr)_minmax(0,1fr)_8.5rem_minmax(0,1fr)_4.5rem] md:items-center md:gap-4'

/** A field's name: shown on a phone's card, read to screen readers only on the wide table-like rows. */
function Field({
  label,
  children,
  className = '',
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={`flex min-w-0 items-start gap-2 md:block ${className}`}>
      <span className="w-20 shrink-0 pt-0.5 text-xs font-semibold tracking-wide text-slate-400 uppercase md:sr-only">
        {label}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </div>
  )
}

/**
 * One mail. The subject is the button that opens the preview; its covering ::after makes the whole row a
 * target for a pointer and draws the focus ring round the row for the keyboard.
 */
export function OutboxMailRow({ mail, onOpen }: { mail: OutboxMail; onOpen: (mail: OutboxMail) => void }) {
  const created = formatDateTime(mail.createdAt)
  return (
    <div className="relative rounded-xl border border-white/10 bg-night-950/40 p-4 text-sm text-slate-200 transition hover:border-white/20 hover:bg-night-950/70 md:rounded-none md:border-0 md:border-b md:border-white/5 md:bg-transparent md:px-3 md:py-3 md:hover:bg-white/5">
      <div className={`space-y-1.5 md:space-y-0 ${OUTBOX_ROW_GRID}`}>
        <Field label="To">
          <span className="break-all">{mail.to}</span>
        </Field>
        <Field label="Subject">
          <button
            type="button"
            onClick={() => onOpen(mail)}
            className="text-left font-semibold text-white outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:underline focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-focus md:after:rounded-none"
          >
            {mail.subject}
          </button>
        </Field>
        <Field label="Kind">{MAIL_KIND_LABELS[mail.kind]}</Field>
        <Field label="Status">
          <MailStatusBadge status={mail.status} />
        </Field>
        <Field label="Created">{created ? <time dateTime={mail.createdAt}>{created}</time> : '—'}</Field>
        <Field label="Attempts" className="md:text-right">
          {mail.attempts}
        </Field>
      </div>
      {mail.status === 'failed' && mail.lastError && (
        <p className="mt-3 rounded-lg bg-rose-950/50 px-3 py-2 text-xs break-words text-rose-100 md:mt-2">
          <span className="font-semibold">Last error: </span>
          {mail.lastError}
        </p>
      )}
    </div>
  )
}
