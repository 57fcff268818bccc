import { useId } from 'react'
import { CircleCheck, LoaderCircle, Mail, RotateCcw } from 'lucide-react'
import type { StoredMessage } from '@common/schemas/messages'
import { Button } from '../../../../components/ui/button'
import { useUpdateMessage } from '../api/update-message'
import { formatDateTime } from '../../shared/format-date-time'

const pill = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset'

/** One contact message or support request: who, when, what, and whether someone has dealt with it. */
export function MessageCard({ message }: { message: StoredMessage }) {
  const headingId = useId()
  const update = useUpdateMessage()
  const received = formatDateTime(message.createdAt)
  const handled = formatDateTime(message.handledAt)

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl border p-4 sm:p-5 ${
        message.isHandled ? 'border-white/10 bg-night-950/30' : 'border-accent-400/30 bg-night-950/60'
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-white">
            {message.name}
          </h3>
          <a
            href={`mailto:${message.email}`}
            className="inline-flex max-w-full items-center gap-1.5 text-sm break-all text-accent-300 hover:underline"
          >
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            {message.email}
          </a>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          {received && (
            <time dateTime={message.createdAt} className="text-sm text-slate-400">
              {received}
            </time>
          )}
          {message.isHandled ? (
            <span className={`${pill} bg-emerald-500/15 text-emerald-300 ring-emerald-400/30`}>
              {handled ? `Handled ${handled}` : 'Handled'}
            </span>
          ) : (
            <span className={`${pill} bg-amber-400/15 text-amber-200 ring-amber-300/30`}>Not handled</span>
          )}
        </div>
      </header>

      {message.subject && (
        <p className="mt-3 text-sm break-words text-slate-200">
          <span className="font-semibold text-slate-400">Subject: </span>
          {message.subject}
        </p>
      )}
      {/* Plain text as typed: line breaks kept, long words wrapped, never rendered as HTML. */}
      <p className="mt-3 max-w-prose text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-200">
        {message.message}
      </p>

      <div className="mt-4 flex justify-end">
        <Button
          variant="ghost"
          className="ring-1 ring-inset ring-white/15"
          disabled={update.isPending}
          onClick={() => update.mutate({ messageId: message._id, handled: !message.isHandled })}
          aria-describedby={headingId}
        >
          {update.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : message.isHandled ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-4" />
          )}
          {message.isHandled ? 'Mark not handled' : 'Mark handled'}
        </Button>
      </div>
    </article>
  )
}
