import type { Changes } from '../changes/changes'
import type { UserRow } from '../db/schema'

export type SessionLookup = { user: UserRow; sessionLiveUntil: string | null }

/** Sessions remembered at once; the oldest go first. */
const MAX_ENTRIES = 10_000

/**
 * The user and session behind an access token, remembered between requests until anything but stock changes.
 * Every authenticated request needs them, and on PostgreSQL the lookup is a round trip that costs more than
 * the rest of a cached admin read. They change only by writes that publish `everything` — sign-out,
 * deactivation, role or password change all do; an order or a cancellation (a stock change) touches no user
 * or session. The session's end is kept with it and checked at every use. Shared by every request of the
 * session: frozen, so no handler can change it for the others.
 */
export function keptSessionLookups(changes: Changes) {
  const kept = changes.keep<SessionLookup | null>({ limit: MAX_ENTRIES, freeze: true })
  return async (
    userId: string,
    sessionId: string,
    lookUp: () => Promise<SessionLookup | undefined>,
  ): Promise<SessionLookup | undefined> =>
    (await kept.get(`${userId} ${sessionId}`, async () => (await lookUp()) ?? null)) ?? undefined
}
