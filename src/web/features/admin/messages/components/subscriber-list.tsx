import { MailX } from 'lucide-react'
import { Spinner } from '../../../../components/ui/spinner'
import { AdminPagination } from '../../shared/components/admin-pagination'
import { AdminSearchField } from '../../shared/components/admin-search-field'
import { adminTableCellClassName, adminTableHeadCellClassName } from '../../shared/components/admin-styles'
import { ListEmpty, ListError } from '../../shared/components/admin-list-states'
import { usePagedSearch } from '../../shared/hooks/use-paged-search'
import { useSubscribers } from '../api/get-subscribers'
import { formatDateTime } from '../../shared/format-date-time'
import { NO_SUBSCRIBERS_FOUND, SUBSCRIBERS_LOAD_FAILED } from '../message-texts'

/** Newsletter subscribers, newest first: two narrow columns, so the table fits a phone as it is. */
export function SubscriberList() {
  const { search, setSearch, sentSearch, page, setPage } = usePagedSearch()
  const subscribers = useSubscribers({ page, search: sentSearch })

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <AdminSearchField
          label="Search subscribers"
          placeholder="Search by email"
          value={search}
          onChange={setSearch}
        />
        {subscribers.data && (
          <p className="text-sm text-slate-400" aria-live="polite">
            {subscribers.data.total} {subscribers.data.total === 1 ? 'subscriber' : 'subscribers'}
          </p>
        )}
      </div>

      {subscribers.isPending ? (
        <Spinner label="Loading subscribers" />
      ) : subscribers.isError ? (
        <ListError message={SUBSCRIBERS_LOAD_FAILED} onRetry={() => void subscribers.refetch()} />
      ) : subscribers.data.subscribers.length === 0 ? (
        <ListEmpty icon={MailX}>{NO_SUBSCRIBERS_FOUND}</ListEmpty>
      ) : (
        <>
          <table
            className={`w-full border-collapse text-left text-sm text-slate-200 ${subscribers.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={subscribers.isPlaceholderData || undefined}
          >
            <caption className="sr-only">Newsletter subscribers</caption>
            <thead>
              <tr>
                <th scope="col" className={adminTableHeadCellClassName}>
                  Email
                </th>
                <th scope="col" className={`${adminTableHeadCellClassName} text-right`}>
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.data.subscribers.map((subscriber) => (
                <tr key={subscriber._id}>
                  <td className={`${adminTableCellClassName} break-all`}>
                    <a href={`mailto:${subscriber.email}`} className="text-accent-300 hover:underline">
                      {subscriber.email}
                    </a>
                  </td>
                  <td className={`${adminTableCellClassName} text-right text-slate-300`}>
                    <time dateTime={subscriber.subscribedAt}>
                      {formatDateTime(subscriber.subscribedAt) ?? '—'}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <AdminPagination
            page={page}
            totalPages={subscribers.data.totalPages}
            onPageChange={setPage}
            label="Subscribers pages"
          />
        </>
      )}
    </div>
  )
}
