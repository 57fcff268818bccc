import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@common/constants'
import { AUDIT_ENTITIES, type AuditEntity } from '@common/schemas/audit'
import { inputClassName } from '../../../../components/ui/field-styles'
import type { AuditFilters } from '../api/get-audit-entries'
import { useAuditActors } from '../api/get-audit-actors'
import { AUDIT_ENTITY_LABELS } from '../audit-display'

const selectClassName =
  'w-full appearance-none rounded-lg border border-night-600 bg-night-900/90 py-2.5 pr-9 pl-3 text-sm ' +
  'text-slate-100 transition hover:border-accent-400/60 focus:border-accent-400'

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm text-slate-300">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={selectClassName}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
    </div>
  )
}

interface ActivityFiltersProps {
  filters: AuditFilters
  onChange: (change: Partial<AuditFilters>) => void
}

/**
 * Person (everyone who has an entry), Kind (of record) and Record (its id, asked once typing pauses). On a phone they
 * stack; from sm up they sit in one row.
 */
export function ActivityFilters({ filters, onChange }: ActivityFiltersProps) {
  const actors = useAuditActors()
  const recordId = useId()
  const [recordText, setRecordText] = useState(filters.entityId)
  const [shownFor, setShownFor] = useState(filters.entityId)
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // A record chosen elsewhere (a History link, "Show all activity") replaces what the field shows.
  if (filters.entityId !== shownFor) {
    setShownFor(filters.entityId)
    if (filters.entityId !== recordText.trim()) setRecordText(filters.entityId)
  }

  useEffect(() => () => clearTimeout(typingTimer.current), [])

  // The typed id is asked for once typing pauses, not at every key.
  const typeRecord = (text: string) => {
    setRecordText(text)
    clearTimeout(typingTimer.current)
    typingTimer.current = setTimeout(() => onChange({ entityId: text.trim() }), ADMIN_SEARCH_DEBOUNCE_MS)
  }

  const people = actors.data ?? []
  // A person named in the address but not (yet) in the list still shows as chosen.
  const hasChosenPerson = filters.actor === '' || people.some((person) => person._id === filters.actor)

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <FilterSelect label="Person" value={filters.actor} onChange={(actor) => onChange({ actor })}>
        <option value="">Everyone</option>
        {!hasChosenPerson && <option value={filters.actor}>{filters.actor}</option>}
        {people.map((person) => (
          <option key={person._id} value={person._id}>
            {person.email}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Kind"
        value={filters.entity}
        onChange={(entity) => onChange({ entity: entity as AuditEntity | '' })}
      >
        <option value="">All kinds</option>
        {AUDIT_ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {AUDIT_ENTITY_LABELS[entity]}
          </option>
        ))}
      </FilterSelect>
      <div className="min-w-0">
        <label htmlFor={recordId} className="mb-1 block text-sm text-slate-300">
          Record
        </label>
        <input
          id={recordId}
          type="search"
          value={recordText}
          onChange={(event) => typeRecord(event.target.value)}
          placeholder="Record id"
          autoComplete="off"
          spellCheck={false}
          className={`${inputClassName} py-2 text-sm`}
        />
      </div>
    </div>
  )
}
