import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * The staff's changes to one account (its role, its access), oldest first, for the account's own export: what
 * changed and when, not which member of staff made it (their identity is theirs).
 */
export async function auditEntriesAbout(db: Kysely<Database>, entity: string, entityId: string) {
  const rows = await db
    .selectFrom('audit_entries')
    .select(['at', 'action', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    at: row.at,
    action: row.action,
    before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
  }))
}
