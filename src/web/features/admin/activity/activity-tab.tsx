import { useEffect } from 'react'
import { History } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { AdminPagination } from '../shared/components/admin-pagination'
import { ListEmpty, ListError } from '../shared/components/admin-list-states'
import { adminPanelClassName } from '../shared/components/admin-styles'
import { useAuditEntries } from './api/get-audit-entries'
import { AUDIT_ENTITY_LABELS } from './audit-display'
import { ActivityFilters } from './components/activity-filters'
import { ActivityTable } from './components/activity-table'
import { useActivityFilters } from './use-activity-filters'

export const ACTIVITY_LOAD_FAILED = 'Failed to load activity'
export const NO_ACTIVITY_FOUND = 'No activity found'

/**
 * The admin's Activity tab: every recorded change (who, when, what, before → after), newest first, filtered by
 * person, kind and record in the address, paged by the server.
 */
export function ActivityTab() {
  const [filters, setFilters] = useActivityFilters()
  const entries = useAuditEntries(filters)
  // Opened from a record's History link: say whose history this is, and offer the way back to everything.
  const recordKind =
    filters.entity !== '' && filters.entityId !== '' ? AUDIT_ENTITY_LABELS[filters.entity] : null

  // A page past the end (fewer entries since the address was saved) falls back to the last page.
  const totalPages = entries.data?.totalPages ?? 0
  useEffect(() => {
    if (totalPages > 0 && filters.page > totalPages) setFilters({ page: totalPages })
  }, [totalPages, filters.page, setFilters])

  return (
    <section aria-labelledby="admin-activity-heading" className={adminPanelClassName}>
      <h2 id="admin-activity-heading" className="sr-only">
        Activity
      </h2>
      {recordKind && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 text-sm break-all text-slate-200">
            History of {recordKind} <span className="font-mono">{filters.entityId}</span>
          </p>
          <Button
            variant="ghost"
            onClick={() => setFilters({ actor: '', entity: '', entityId: '' })}
            className="ring-1 ring-white/15 ring-inset"
          >
            Show all activity
          </Button>
        </div>
      )}
      <div className="mb-4">
        <ActivityFilters filters={filters} onChange={setFilters} />
      </div>

      {entries.isPending ? (
        <Spinner label="Loading activity..." showLabel />
      ) : entries.isError ? (
        <ListError message={ACTIVITY_LOAD_FAILED} onRetry={() => void entries.refetch()} />
      ) : entries.data.entries.length === 0 ? (
        <ListEmpty icon={History}>{NO_ACTIVITY_FOUND}</ListEmpty>
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-slate-400">
            {entries.data.total} {entries.data.total === 1 ? 'entry' : 'entries'}
          </p>
          <div
            aria-busy={entries.isPlaceholderData || undefined}
            className={`transition-opacity ${entries.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <ActivityTable entries={entries.data.entries} />
          </div>
          <AdminPagination
            page={filters.page}
            totalPages={entries.data.totalPages}
            onPageChange={(page) => setFilters({ page })}
            label="Activity pages"
          />
        </>
      )}
    </section>
  )
}
