import { useState } from 'react'
import { LoaderCircle, Send } from 'lucide-react'
import type { OutboxMail } from '@common/schemas/mail'
import { Dialog } from '../../../../../components/dialog/dialog'
import { Button } from '../../../../../components/ui/button'
import { Spinner } from '../../../../../components/ui/spinner'
import { ListError } from '../../../shared/components/admin-list-states'
import { useOutboxMail } from '../api/get-outbox-mail'
import { useResendOutboxMail } from '../api/resend-outbox-mail'
import { MAIL_KIND_LABELS, MAIL_LOAD_FAILED } from '../outbox-texts'
import { MailStatusBadge } from './mail-status-badge'

/** Only a mail that has run its course can be sent again: one still queued or sending is on its way. */
const RESENDABLE_STATUSES = new Set(['failed', 'sent'])

interface OutboxMailPreviewProps {
  mail: OutboxMail
  /** Mails go out through an SMTP server; without one there is nothing to resend them with. */
  canResend: boolean
  onClose: () => void
}

/**
 * One mail as its recipient sees it. The HTML is shown in a sandboxed frame with no rights at all (no
 * scripts, no forms, no navigation of this page), so a mail's markup can never act on the admin's session.
 */
export function OutboxMailPreview({ mail, canResend, onClose }: OutboxMailPreviewProps) {
  const detail = useOutboxMail(mail._id)
  const resend = useResendOutboxMail()
  const [isPlainText, setIsPlainText] = useState(false)
  const current = detail.data ?? mail

  return (
    <Dialog isOpen onClose={onClose} title="Mail preview">
      <div className="mt-4 text-left">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <dt className="font-semibold text-slate-400">To</dt>
          <dd className="break-all text-slate-100">{current.to}</dd>
          <dt className="font-semibold text-slate-400">Subject</dt>
          <dd className="break-words text-slate-100">{current.subject}</dd>
          <dt className="font-semibold text-slate-400">Kind</dt>
          <dd className="text-slate-100">{MAIL_KIND_LABELS[current.kind]}</dd>
          <dt className="font-semibold text-slate-400">Status</dt>
          <dd>
            <MailStatusBadge status={current.status} />
          </dd>
        </dl>

        {detail.isPending ? (
          <Spinner label="Loading mail" />
        ) : detail.isError ? (
          <ListError message={MAIL_LOAD_FAILED} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <div className="mt-4 flex justify-end">
              <Button
                variant="ghost"
                aria-pressed={isPlainText}
                onClick={() => setIsPlainText((shown) => !shown)}
                className={`ring-1 ring-inset ${isPlainText ? 'bg-white/10 ring-accent-400/60' : 'ring-white/15'}`}
              >
                Plain text
              </Button>
            </div>
            {isPlainText ? (
              <pre className="mt-3 max-h-[55vh] overflow-auto rounded-lg border border-white/10 bg-night-950 p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-100">
                {detail.data.text}
              </pre>
            ) : (
              <iframe
                sandbox=""
                srcDoc={detail.data.html}
                title={`The mail as sent: ${current.subject}`}
                className="mt-3 h-[55vh] w-full rounded-lg border border-white/10 bg-white"
              />
            )}
          </>
        )}

        {canResend && RESENDABLE_STATUSES.has(current.status) && (
          <div className="mt-5 flex justify-end">
            <Button disabled={resend.isPending} onClick={() => resend.mutate(mail._id)}>
              {resend.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Send aria-hidden="true" className="size-4" />
              )}
              {resend.isPending ? 'Resending…' : 'Resend'}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  )
}
