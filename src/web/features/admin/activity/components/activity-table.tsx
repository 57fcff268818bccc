import { Link } from 'react-router'
import { PackageSearch } from 'lucide-react'
import type { AuditEntry } from '@common/schemas/audit'
import {
  adminTableCellClassName,
  adminTableClassName,
  adminTableHeadCellClassName,
} from '../../shared/components/admin-styles'
import { formatDateTime } from '../../shared/format-date-time'
import { stockHistoryPath } from '../../shared/stock-history-link'
import { AUDIT_ACTION_LABELS, auditRecordLabel, auditRecordPath, isStockChange } from '../audit-display'
import { AuditChangeList } from './audit-change-list'

const COLUMNS = ['When', 'Who', 'What', 'Record', 'Change'] as const

/*
 * One table for every width: from md up a plain table, below it each entry becomes a stacked card whose cells say
 * what they are (the head stays for screen readers), so a 390 px phone never scrolls sideways.
 */
const stackedCell = 'max-md:border-0 max-md:p-0'
const phoneLabel = 'text-xs font-semibold tracking-wide text-slate-400 uppercase md:sr-only'

function RecordCell({ entry }: { entry: AuditEntry }) {
  const label = auditRecordLabel(entry)
  const path = auditRecordPath(entry.entity, entry.entityId)
  const record = path ? (
    <Link to={path} className="break-all text-accent-300 hover:underline">
      {label}
    </Link>
  ) : (
    <span className="break-all text-slate-200">{label}</span>
  )
  if (!entry.entityId || !isStockChange(entry)) return record
  return (
    <>
      {record}
      <Link
        to={stockHistoryPath(entry.entityId)}
        className="mt-1 flex w-fit items-center gap-1.5 text-accent-300 hover:underline"
      >
        <PackageSearch aria-hidden="true" className="size-4 shrink-0" />
        Stock history
      </Link>
    </>
  )
}

export function ActivityTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className={`${adminTableClassName} max-md:block max-md:min-w-0`}>
      <caption className="sr-only">Activity</caption>
      <thead className="max-md:sr-only">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className={adminTableHeadCellClassName}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {entries.map((entry) => (
          <tr
            key={entry._id}
            className="align-top max-md:flex max-md:flex-col max-md:gap-2 max-md:rounded-xl max-md:border max-md:border-white/10 max-md:bg-night-950/40 max-md:p-4"
          >
            <td
              className={`${adminTableCellClassName} ${stackedCell} align-top whitespace-nowrap text-slate-300`}
            >
              <time dateTime={entry.at}>{formatDateTime(entry.at) ?? entry.at}</time>
            </td>
            <td className={`${adminTableCellClassName} ${stackedCell} align-top break-all`}>
              <span className={phoneLabel}>Who </span>
              {entry.actor ? (
                <span className="text-white">{entry.actor.email}</span>
              ) : (
                <span className="text-slate-300">Command line</span>
              )}
            </td>
            <th
              scope="row"
              className={`${adminTableCellClassName} ${stackedCell} align-top font-semibold text-white max-md:order-first`}
            >
              {AUDIT_ACTION_LABELS[entry.action]}
            </th>
            <td className={`${adminTableCellClassName} ${stackedCell} align-top`}>
              <span className={phoneLabel}>Record </span>
              <RecordCell entry={entry} />
            </td>
            <td className={`${adminTableCellClassName} ${stackedCell} align-top md:max-w-sm md:min-w-72`}>
              <AuditChangeList entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
