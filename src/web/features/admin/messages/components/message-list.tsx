import { useId, useState } from 'react'
import { Inbox } from 'lucide-react'
import { ADMIN_LIST_PAGE_SIZE, type MessageKind } from '@common/constants'
import { inputClassName } from '../../../../components/ui/field-styles'
import { Spinner } from '../../../../components/ui/spinner'
import { AdminPagination } from '../../shared/components/admin-pagination'
import { AdminSearchField } from '../../shared/components/admin-search-field'
import { ListEmpty, ListError } from '../../shared/components/admin-list-states'
import { usePagedSearch } from '../../shared/hooks/use-paged-search'
import { useMessages } from '../api/get-messages'
import { MESSAGES_LOAD_FAILED, NO_MESSAGES_FOUND } from '../message-texts'
import { MessageCard } from './message-card'

const HANDLED_FILTERS = {
  all: { label: 'All messages', handled: undefined },
  'not-handled': { label: 'Not handled', handled: false },
  handled: { label: 'Handled', handled: true },
} as const
type HandledFilter = keyof typeof HANDLED_FILTERS

const KIND_NAMES: Record<MessageKind, string> = { contact: 'contact messages', support: 'support requests' }

/** Contact messages or support requests, newest first: searched by the server, paged, filterable. */
export function MessageList({ kind }: { kind: MessageKind }) {
  const filterId = useId()
  const [filter, setFilter] = useState<HandledFilter>('all')
  const { search, setSearch, sentSearch, page, setPage } = usePagedSearch(filter)
  const messages = useMessages({
    kind,
    page,
    limit: ADMIN_LIST_PAGE_SIZE,
    search: sentSearch,
    handled: HANDLED_FILTERS[filter].handled,
  })

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <AdminSearchField
          label={`Search ${KIND_NAMES[kind]}`}
          placeholder="Search name, email or text"
          value={search}
          onChange={setSearch}
        />
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-300">
            Show
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => setFilter(event.target.value as HandledFilter)}
            className={`${inputClassName} w-auto`}
          >
            {Object.entries(HANDLED_FILTERS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {messages.data && (
          <p className="text-sm text-slate-400 sm:ml-auto" aria-live="polite">
            {messages.data.total} {messages.data.total === 1 ? 'message' : 'messages'}
          </p>
        )}
      </div>

      {messages.isPending ? (
        <Spinner label="Loading messages" />
      ) : messages.isError ? (
        <ListError message={MESSAGES_LOAD_FAILED} onRetry={() => void messages.refetch()} />
      ) : messages.data.messages.length === 0 ? (
        <ListEmpty icon={Inbox}>{NO_MESSAGES_FOUND}</ListEmpty>
      ) : (
        <>
          <ul
            className={`space-y-3 ${messages.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={messages.isPlaceholderData || undefined}
          >
            {messages.data.messages.map((message) => (
              <li key={message._id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
          <AdminPagination
            page={page}
            totalPages={messages.data.totalPages}
            onPageChange={setPage}
            label={`Pages of ${KIND_NAMES[kind]}`}
          />
        </>
      )}
    </div>
  )
}
