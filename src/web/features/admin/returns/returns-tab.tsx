import { useEffect } from 'react'
import { PackageOpen } from 'lucide-react'
import { RETURN_STATUSES } from '@common/schemas/returns'
import { Spinner } from '../../../components/ui/spinner'
import { AdminPagination } from '../shared/components/admin-pagination'
import { ListEmpty, ListError } from '../shared/components/admin-list-states'
import { FilterSelect } from '../shared/components/filter-select'
import { adminPanelClassName } from '../shared/components/admin-styles'
import { useReturns } from './api/get-returns'
import { ReturnCard } from './components/return-card'
import {
  NO_RETURNS_FOUND,
  RETURN_FILTER_LABELS,
  RETURNS_LOAD_FAILED,
  waitingCountText,
} from './returns-texts'
import { useReturnListFilters } from './use-return-list-filters'

const FILTERS = ['', ...RETURN_STATUSES] as const

/** The admin's return requests, newest first: filtered by status and paged by the server, each judged in place. */
export function ReturnsTab() {
  const [filters, setFilters] = useReturnListFilters()
  const returns = useReturns(filters)

  // A page past the end (fewer requests since the address was saved) falls back to the last page.
  const totalPages = returns.data?.totalPages ?? 0
  useEffect(() => {
    if (totalPages > 0 && filters.page > totalPages) setFilters({ page: totalPages })
  }, [totalPages, filters.page, setFilters])

  return (
    // Its sr-only heading keeps the outline in order: the page's h1, this tab's h2, each request's h3.
    <section aria-labelledby="admin-returns-heading" className={adminPanelClassName}>
      <h2 id="admin-returns-heading" className="sr-only">
        Returns
      </h2>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FilterSelect
          label="Status"
          value={filters.status}
          options={FILTERS.map((status) => ({ value: status, label: RETURN_FILTER_LABELS[status] }))}
          onChange={(status) => setFilters({ status })}
        />
        {returns.data && (
          <p
            aria-live="polite"
            className={`text-sm font-semibold ${returns.data.waiting > 0 ? 'text-amber-200' : 'text-slate-400'}`}
          >
            {waitingCountText(returns.data.waiting)}
          </p>
        )}
      </div>

      {returns.isPending ? (
        <Spinner label="Loading return requests" />
      ) : returns.isError ? (
        <ListError message={RETURNS_LOAD_FAILED} onRetry={() => void returns.refetch()} />
      ) : returns.data.returns.length === 0 ? (
        <ListEmpty icon={PackageOpen}>{NO_RETURNS_FOUND}</ListEmpty>
      ) : (
        <>
          <ul
            className={`space-y-4 ${returns.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={returns.isPlaceholderData || undefined}
          >
            {returns.data.returns.map((request) => (
              <li key={request._id}>
                <ReturnCard request={request} />
              </li>
            ))}
          </ul>
          <AdminPagination
            page={filters.page}
            totalPages={returns.data.totalPages}
            onPageChange={(page) => setFilters({ page })}
            label="Pages of return requests"
          />
        </>
      )}
    </section>
  )
}
