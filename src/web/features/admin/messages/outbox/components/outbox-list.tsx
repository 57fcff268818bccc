import { useId, useState } from 'react'
import { Info, MailX } from 'lucide-react'
import { MAIL_STATUSES, type MailStatus, type OutboxMail } from '@common/schemas/mail'
import { inputClassName } from '../../../../../components/ui/field-styles'
import { Spinner } from '../../../../../components/ui/spinner'
import { AdminPagination } from '../../../shared/components/admin-pagination'
import { ListEmpty, ListError } from '../../../shared/components/admin-list-states'
import { useOutbox } from '../api/get-outbox'
import {
  MAIL_STATUS_LABELS,
  NO_MAILS_FOUND,
  OUTBOX_LOAD_FAILED,
  OUTBOX_ONLY_NOTICE,
  mailCountText,
} from '../outbox-texts'
import { OUTBOX_ROW_GRID, OutboxMailRow } from './outbox-mail-row'
import { OutboxMailPreview } from './outbox-mail-preview'

type StatusFilter = MailStatus | 'all'

const COLUMN_NAMES = ['To', 'Subject', 'Kind', 'Status', 'Created', 'Attempts']

/** Every mail the shop wrote, newest first, paged and filtered by status; a row opens its preview. */
export function OutboxList() {
  const filterId = useId()
  const [filter, setFilter] = useState<StatusFilter>('all')
  const [page, setPage] = useState(1)
  const [openMail, setOpenMail] = useState<OutboxMail | null>(null)
  const outbox = useOutbox({ page, status: filter === 'all' ? undefined : filter })

  return (
    <div>
      {outbox.data?.delivery === 'outbox' && (
        <p className="mb-4 flex items-start gap-2.5 rounded-lg border border-sky-400/30 bg-sky-950/40 px-3.5 py-3 text-sm text-sky-50">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
          <span>{OUTBOX_ONLY_NOTICE}</span>
        </p>
      )}

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-300">
            Status
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as StatusFilter)
              setPage(1)
            }}
            className={`${inputClassName} w-auto`}
          >
            <option value="all">All mails</option>
            {MAIL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {MAIL_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {outbox.data && (
          <p className="text-sm text-slate-400 sm:ml-auto" aria-live="polite">
            {mailCountText(outbox.data.total)}
            {outbox.data.failed > 0 && (
              <span className="ml-2 font-semibold text-rose-300">{outbox.data.failed} failed</span>
            )}
          </p>
        )}
      </div>

      {outbox.isPending ? (
        <Spinner label="Loading mails" />
      ) : outbox.isError ? (
        <ListError message={OUTBOX_LOAD_FAILED} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.mails.length === 0 ? (
        <ListEmpty icon={MailX}>{NO_MAILS_FOUND}</ListEmpty>
      ) : (
        <>
          {/* Column names for the eye on wide screens; each row names its own fields to screen readers. */}
          <div
            aria-hidden="true"
            className={`hidden border-b border-white/10 px-3 pb-3 text-xs font-semibold tracking-wide text-slate-400 uppercase ${OUTBOX_ROW_GRID}`}
          >
            {COLUMN_NAMES.map((name) => (
              <span key={name} className={name === 'Attempts' ? 'text-right' : undefined}>
                {name}
              </span>
            ))}
          </div>
          <ul
            aria-label="Mails"
            className={`space-y-3 md:space-y-0 ${outbox.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={outbox.isPlaceholderData || undefined}
          >
            {outbox.data.mails.map((mail) => (
              <li key={mail._id}>
                <OutboxMailRow mail={mail} onOpen={setOpenMail} />
              </li>
            ))}
          </ul>
          <AdminPagination
            page={page}
            totalPages={outbox.data.totalPages}
            onPageChange={setPage}
            label="Outbox pages"
          />
        </>
      )}

      {openMail && (
        <OutboxMailPreview
          mail={openMail}
          canResend={outbox.data?.delivery === 'smtp'}
          onClose={() => setOpenMail(null)}
        />
      )}
    </div>
  )
}
