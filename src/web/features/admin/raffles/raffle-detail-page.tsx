import { Link, useParams } from 'react-router'
import { ArrowLeft, ExternalLink, Ticket, UserX } from 'lucide-react'
import type { AdminRaffleEntriesResponse, AdminRaffleEntry, Raffle } from '@common/schemas/raffle'
import { soldItemName } from '@common/variants'
import { isApiError } from '../../../api/api-error'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { ListEmpty, ListError } from '../shared/components/admin-list-states'
import {
  adminHeadingClassName,
  adminPageClassName,
  adminPanelClassName,
  adminSectionHeadingClassName,
  adminTableCellClassName,
} from '../shared/components/admin-styles'
import { AdminTable } from '../shared/components/admin-table'
import { formatDateTime } from '../shared/format-date-time'
import { usePublicRaffle, useRaffleEntries } from './api/get-raffle-entries'
import { RaffleStateBadge } from './components/raffle-state-badge'
import { RAFFLE_LOAD_FAILED, RAFFLE_OUTCOME_LABELS, RAFFLE_RULE_LABELS } from './raffle-texts'

const hexClassName = 'font-mono text-xs break-all text-slate-200'
const linkClassName = 'font-semibold text-accent-300 underline-offset-2 hover:underline'
const ENTRY_COLUMNS = ['Entry and ticket', 'Account', 'Delivery address', 'Phone', 'Outcome', 'Order']
const REFUSAL_COLUMNS = ['Account', 'Rule', 'Message shown', 'When (IST)']

/** /admin/raffles/:id: a raffle's figures, its draw's commitment and seed, every entry and every refused one. */
export function AdminRaffleDetailPage() {
  const { id = '' } = useParams()
  const entries = useRaffleEntries(id)
  const publicRaffle = usePublicRaffle(id)
  const raffled = entries.data?.raffle.product
  useDocumentTitle(raffled ? `Raffle: ${soldItemName(raffled.name, raffled.variant?.label)}` : 'Raffle')

  return (
    <section className={`${adminPageClassName} max-w-6xl space-y-6`}>
      <Link to="/admin/raffles" className={buttonClassName('ghost', '-ml-3')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All raffles
      </Link>
      {entries.data ? (
        <RaffleDetail answer={entries.data} publicRaffle={publicRaffle.data} />
      ) : entries.isError ? (
        <ListError
          message={(isApiError(entries.error) && entries.error.serverMessage) || RAFFLE_LOAD_FAILED}
          onRetry={() => void entries.refetch()}
        />
      ) : (
        <Spinner label="Loading the raffle..." showLabel />
      )}
    </section>
  )
}

function RaffleDetail({
  answer,
  publicRaffle,
}: {
  answer: AdminRaffleEntriesResponse
  publicRaffle?: Raffle
}) {
  const { raffle, entries, refusals } = answer
  const figures: [string, string | number][] = [
    ['Opens (IST)', formatDateTime(raffle.opensAt) ?? '—'],
    ['Closes (IST)', formatDateTime(raffle.closesAt) ?? '—'],
    ['Units', raffle.units],
    ['Entries', raffle.entryCount],
    ['Refused entries', raffle.refusalCount],
    ['Units awarded', raffle.unitsAwarded],
    ['Units back on sale', raffle.unitsReturned],
  ]
  return (
    <>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className={adminHeadingClassName}>
          Raffle: {soldItemName(raffle.product.name, raffle.product.variant?.label)}
        </h1>
        <RaffleStateBadge state={raffle.state} />
      </header>
      <div className="flex flex-wrap gap-3">
        <Link
          to={`/admin/products/edit/${raffle.product._id}`}
          className={buttonClassName('ghost', 'ring-1 ring-white/15 ring-inset')}
        >
          Edit the product
        </Link>
        <Link
          to={`/raffles/${raffle._id}`}
          className={buttonClassName('ghost', 'ring-1 ring-white/15 ring-inset')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          The public raffle page
        </Link>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="raffle-figures-heading" className={adminPanelClassName}>
          <h2 id="raffle-figures-heading" className={adminSectionHeadingClassName}>
            Figures
          </h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
            {figures.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-slate-400">{term}</dt>
                <dd className="text-slate-100 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="raffle-seed-heading" className={adminPanelClassName}>
          <h2 id="raffle-seed-heading" className={adminSectionHeadingClassName}>
            The draw
          </h2>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-slate-400">Commitment (SHA-256 of the seed)</dt>
              <dd className={hexClassName}>{publicRaffle?.seedHash ?? '…'}</dd>
            </div>
            <div>
              <dt className="text-slate-400">Seed</dt>
              <dd className={publicRaffle?.seed ? hexClassName : 'text-slate-300'}>
                {publicRaffle?.seed ?? 'Revealed when the raffle is drawn'}
              </dd>
            </div>
            {publicRaffle?.drawnAt && (
              <div>
                <dt className="text-slate-400">Drawn (IST)</dt>
                <dd className="text-slate-100">{formatDateTime(publicRaffle.drawnAt)}</dd>
              </div>
            )}
          </dl>
        </section>
      </div>

      <section aria-labelledby="raffle-entries-heading" className={`${adminPanelClassName} min-w-0`}>
        <h2 id="raffle-entries-heading" className={adminSectionHeadingClassName}>
          Entries
        </h2>
        <p className="-mt-2 mb-4 text-sm text-slate-300">
          {raffle.state === 'drawn'
            ? 'In ticket order, lowest first.'
            : 'As they came; tickets are drawn at the close.'}
        </p>
        {entries.length === 0 ? (
          <ListEmpty icon={Ticket}>No entries yet</ListEmpty>
        ) : (
          <EntriesTable entries={entries} />
        )}
      </section>

      <section aria-labelledby="raffle-refusals-heading" className={`${adminPanelClassName} min-w-0`}>
        <h2 id="raffle-refusals-heading" className={adminSectionHeadingClassName}>
          Refused entries
        </h2>
        {refusals.length === 0 ? (
          <ListEmpty icon={UserX}>No entry was refused</ListEmpty>
        ) : (
          <AdminTable columns={REFUSAL_COLUMNS}>
            {refusals.map((refusal) => (
              <tr key={refusal._id}>
                <td className={adminTableCellClassName}>
                  <Account user={refusal.user} />
                </td>
                <td className={adminTableCellClassName}>{RAFFLE_RULE_LABELS[refusal.rule]}</td>
                <td className={adminTableCellClassName}>{refusal.message}</td>
                <td className={`${adminTableCellClassName} whitespace-nowrap`}>
                  {formatDateTime(refusal.createdAt)}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  )
}

function Account({ user }: { user: AdminRaffleEntry['user'] }) {
  return (
    <>
      <Link to={`/admin/users/${user._id}`} className={linkClassName}>
        {user.name}
      </Link>
      <span className="block text-xs break-all text-slate-400">{user.email}</span>
    </>
  )
}

function EntriesTable({ entries }: { entries: AdminRaffleEntry[] }) {
  return (
    <AdminTable columns={ENTRY_COLUMNS} className="min-w-[860px]">
      {entries.map((entry) => (
        <tr key={entry._id}>
          <td className={`${adminTableCellClassName} max-w-56`}>
            <span className="block font-mono text-xs text-white">{entry._id}</span>
            {entry.ticket && (
              <span className={`mt-1 block ${hexClassName} text-slate-400`}>{entry.ticket}</span>
            )}
          </td>
          <td className={adminTableCellClassName}>
            <Account user={entry.user} />
          </td>
          <td className={adminTableCellClassName}>{entry.address}</td>
          <td className={`${adminTableCellClassName} whitespace-nowrap`}>{entry.phone}</td>
          <td className={adminTableCellClassName}>{RAFFLE_OUTCOME_LABELS[entry.outcome]}</td>
          <td className={adminTableCellClassName}>
            {entry.orderId ? (
              <Link to={`/admin/orders/${entry.orderId}`} className={linkClassName}>
                View order
              </Link>
            ) : (
              <span className="text-slate-500">—</span>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
