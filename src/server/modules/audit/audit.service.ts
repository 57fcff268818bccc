import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { AuditAction, AuditEntity, AuditEntry, AuditQuery, AuditValues } from '@common/schemas/audit'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import { newId, nowIso } from '../../db/ids'
import type { AuditEntryRow, Database } from '../../db/schema'

/** Who made a change, and from where. `id`/`email` are null for the command line (a catalogue import). */
export type AuditActor = {
  id: string | null
  email: string | null
  ip: string | null
  userAgent: string | null
}

export type AuditChange = {
  action: AuditAction
  entity: AuditEntity
  entityId: string | null
  /** The fields as they were; null when the record did not exist. */
  before?: Record<string, unknown> | null
  /** The fields as they became; null when the record is gone. */
  after?: Record<string, unknown> | null
}

const MAX_USER_AGENT_LENGTH = 400

/** The signed-in admin or staff member of a request (after `requireAdmin`/`requireStaff`), and their address. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const userAgent = request.headers['user-agent']
  return {
    id: request.user?.id ?? null,
    email: request.user?.email ?? null,
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
  }
}

/** A change made outside any request: the command line's catalogue import. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: null, ip: null, userAgent: 'command line' }

/**
 * Writes one entry. Call it with the transaction that makes the change, so the entry and the change are kept or
 * lost together. The database refuses to update or delete an entry (triggers of migration 0019).
 */
export async function recordAudit(
  db: Kysely<Database>,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values({
      id: newId(),
      at: nowIso(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId,
      before: change.before ? JSON.stringify(change.before) : null,
      after: change.after ? JSON.stringify(change.after) : null,
      ip: actor.ip,
      user_agent: actor.userAgent,
    })
    .execute()
}

/** JSON with every object's keys sorted, so that two values equal but for the order of their keys compare equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

/**
 * Keeps only what changed: the keys of `before` and `after` whose values differ (compared as JSON, whatever the
 * order of nested keys; a missing value is null). Answers null when nothing did, so a save that changed nothing
 * writes no entry.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {}
  const is: Record<string, unknown> = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (canonicalJson(before[key] ?? null) === canonicalJson(after[key] ?? null)) continue
    was[key] = before[key] ?? null
    is[key] = after[key] ?? null
  }
  return Object.keys(is).length === 0 ? null : { before: was, after: is }
}

function parseValues(text: string | null): AuditValues {
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>)
}

function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at,
    actor: row.actor_id && row.actor_email ? { _id: row.actor_id, email: row.actor_email } : null,
    action: row.action as AuditEntry['action'],
    entity: row.entity as AuditEntry['entity'],
    entityId: row.entity_id,
    before: parseValues(row.before),
    after: parseValues(row.after),
    ip: row.ip,
    userAgent: row.user_agent,
  }
}

/** Newest first, filtered by actor, entity (and record), and action; each filter reads its own index. */
export async function listAuditEntries(db: Kysely<Database>, query: AuditQuery) {
  const { page, limit, offset } = toOffsetLimit(query, 50)
  let filtered = db.selectFrom('audit_entries')
  if (query.actor) filtered = filtered.where('actor_id', '=', query.actor)
  if (query.entity) filtered = filtered.where('entity', '=', query.entity)
  if (query.entityId) filtered = filtered.where('entity_id', '=', query.entityId)
  if (query.action) filtered = filtered.where('action', '=', query.action)
  const [rows, { total }] = await Promise.all([
    filtered.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { entries: rows.map(toAuditEntry), ...toPage(Number(total), page, limit) }
}

/** Everyone who has made a change, for the Activity tab's person filter. */
export async function listAuditActors(db: Kysely<Database>): Promise<{ _id: string; email: string }[]> {
  const rows = await db
    .selectFrom('audit_entries')
    .select(['actor_id', 'actor_email'])
    .where('actor_id', 'is not', null)
    .groupBy(['actor_id', 'actor_email'])
    .orderBy('actor_email')
    .execute()
  // An account whose e-mail changed between entries is one person: listed once, by the first address.
  const byId = new Map<string, string>()
  for (const row of rows) if (!byId.has(row.actor_id!)) byId.set(row.actor_id!, row.actor_email ?? '')
  return [...byId].map(([id, email]) => ({ _id: id, email }))
}
