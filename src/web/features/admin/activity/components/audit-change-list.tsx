import type { AuditEntry } from '@common/schemas/audit'
import { auditFieldChanges, describeBrowser, type AuditFieldChange } from '../audit-display'

/** More fields than this (a product added with all of them) fold behind a "more" disclosure. */
const SHOWN_FIELDS = 5

function FieldChange({ change }: { change: AuditFieldChange }) {
  const hasBoth = change.before !== undefined && change.after !== undefined
  return (
    <li className="break-words">
      <span className="text-slate-400">{change.label}:</span>{' '}
      {hasBoth ? (
        <>
          <span className="text-slate-300">{change.before}</span>
          <span aria-hidden="true" className="px-1 text-slate-500">
            →
          </span>
          <span className="sr-only"> to </span>
          <span className="font-semibold text-white">{change.after}</span>
        </>
      ) : (
        <span className="text-slate-100">{change.after ?? change.before}</span>
      )}
    </li>
  )
}

/**
 * The Change column: each recorded field as before → after (only the new value for a record just made, only the old
 * one for a record removed). A sign-in shows the address and the browser it came from.
 */
export function AuditChangeList({ entry }: { entry: AuditEntry }) {
  const changes = auditFieldChanges(entry)
  const isSignIn = entry.action === 'user.sign-in'
  const shown = changes.slice(0, SHOWN_FIELDS)
  const folded = changes.slice(SHOWN_FIELDS)

  if (changes.length === 0 && !isSignIn) return <span className="text-slate-500">—</span>
  return (
    <div className="min-w-0 text-sm">
      <ul className="space-y-1">
        {isSignIn && (
          <>
            <li className="break-all">
              <span className="text-slate-400">Address:</span>{' '}
              <span className="text-slate-100">{entry.ip ?? 'Unknown'}</span>
            </li>
            <li className="break-words">
              <span className="text-slate-400">Browser:</span>{' '}
              <span className="text-slate-100" title={entry.userAgent ?? undefined}>
                {describeBrowser(entry.userAgent)}
              </span>
            </li>
          </>
        )}
        {shown.map((change) => (
          <FieldChange key={change.field} change={change} />
        ))}
      </ul>
      {folded.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-accent-300 hover:underline">
            {folded.length} more {folded.length === 1 ? 'field' : 'fields'}
          </summary>
          <ul className="mt-1 space-y-1">
            {folded.map((change) => (
              <FieldChange key={change.field} change={change} />
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
