import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { newId, nowIso } from '../../db/ids'
import type { Database, UserRow } from '../../db/schema'
import { userById } from '../users'

export const REFRESH_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

/** A refresh token and its session (the family id), which access tokens carry as `sid`. */
export type IssuedRefreshToken = { token: string; sessionId: string; expiresAt: Date }

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

async function insertToken(
  db: Kysely<Database>,
  session: { userId: string; familyId: string; expiresAt: string },
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('refresh_sessions')
    .values({
      id: newId(),
      user_id: session.userId,
      family_id: session.familyId,
      token_hash: hashToken(token),
      expires_at: session.expiresAt,
      created_at: nowIso(),
      used_at: null,
      revoked_at: null,
    })
    .execute()
  return { token, sessionId: session.familyId, expiresAt: new Date(session.expiresAt) }
}

/** A new family: one sign-in on one device. Its absolute end is fixed here and never extended. */
export function startRefreshSession(db: Kysely<Database>, userId: string): Promise<IssuedRefreshToken> {
  const expiresAt = new Date(Date.now() + REFRESH_SESSION_LIFETIME_MS).toISOString()
  return insertToken(db, { userId, familyId: newId(), expiresAt })
}

export type RotationResult =
  | { ok: true; userId: string; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }

/**
 * Spends a refresh token and issues its successor in the same family. A token presented a second time
 * means it was copied: the whole family is revoked, so the thief and the owner both have to sign in again.
 */
export async function rotateRefreshToken(db: Kysely<Database>, token: string): Promise<RotationResult> {
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('refresh_sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    if (!session) return { ok: false, reason: 'unknown' }
    if (session.revoked_at) return { ok: false, reason: 'revoked' }
    const now = nowIso()
    if (session.expires_at <= now) return { ok: false, reason: 'expired' }
    const spent = await trx
      .updateTable('refresh_sessions')
      .set({ used_at: now })
      .where('id', '=', session.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(spent.numUpdatedRows) === 0) {
      await revokeFamily(trx, session.family_id)
      return { ok: false, reason: 'reused' }
    }
    const next = await insertToken(trx, {
      userId: session.user_id,
      familyId: session.family_id,
      expiresAt: session.expires_at,
    })
    return { ok: true, userId: session.user_id, next }
  })
}

export async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_sessions')
    .set({ revoked_at: nowIso() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function revokeRefreshToken(db: Kysely<Database>, token: string): Promise<void> {
  const session = await db
    .selectFrom('refresh_sessions')
    .select('family_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (session) await revokeFamily(db, session.family_id)
}

export async function revokeAllSessionsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('refresh_sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Every sign-in of the user except `keptSessionId` (the one changing the password) ends. */
export async function revokeOtherSessionsOf(
  db: Kysely<Database>,
  userId: string,
  keptSessionId: string,
): Promise<void> {
  await db
    .updateTable('refresh_sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('family_id', '!=', keptSessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/**
 * A subquery: until when the user's session (family) stays live — the latest end of its rows that are
 * neither revoked nor past their end — or null when it is over. For the user read of every authenticated
 * request to include, so that checking the session costs no extra round trip. A family is revoked as a
 * whole; `refresh_sessions_family_idx` finds its rows.
 */
export function sessionLiveUntil(db: Kysely<Database>, userId: string, sessionId: string) {
  return db
    .selectFrom('refresh_sessions')
    .select((eb) => eb.fn.max('refresh_sessions.expires_at').as('live_until'))
    .where('refresh_sessions.family_id', '=', sessionId)
    .where('refresh_sessions.user_id', '=', userId)
    .where('refresh_sessions.revoked_at', 'is', null)
    .where('refresh_sessions.expires_at', '>', nowIso())
}

/**
 * The user an access token speaks for, and until when its session stays live (null once signed out, revoked
 * by a deactivation, role or password change, or past its end): one statement per authenticated request.
 */
export async function findUserInSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<{ user: UserRow; sessionLiveUntil: string | null } | undefined> {
  const row = await userById(db, userId)
    .select(sessionLiveUntil(db, userId, sessionId).as('session_live_until'))
    .executeTakeFirst()
  if (!row) return undefined
  const { session_live_until: liveUntil, ...user } = row
  return { user, sessionLiveUntil: liveUntil ?? null }
}
