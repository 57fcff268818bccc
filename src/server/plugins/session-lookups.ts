import type { Changes } from '../changes/changes'
import type { UserRow } from '../db/schema'

export type SessionLookup = { user: UserRow; sessionLiveUntil: string | null }

/**
 * The user and session behind an access token, kept until anything but stock changes: every authenticated
 * request needs them, and on PostgreSQL the lookup costs more than the rest of a cached admin read. Sign-out,
 * deactivation, role and password changes publish `everything`. The session's end is checked at every use.
 */
export function keptSessionLookups(changes: Changes) {
  const kept = changes.keep<SessionLookup | null>({ limit: 10_000, freeze: true })
  return async (userId: string, sessionId: string, lookUp: () => Promise<SessionLookup | undefined>) => {
    const key = `${userId} ${sessionId}`
    // A hit, the common case, is found without waiting on a promise.
    return kept.peek(key) ?? (await kept.get(key, async () => (await lookUp()) ?? null)) ?? undefined
  }
}
