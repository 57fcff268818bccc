import type { UserRow } from '../db/schema'

export type SessionLookup = { user: UserRow; sessionLiveUntil: string | null }

/** What the lookups follow: the response cache's count of writes heard, and whether it can hear them. */
export type WriteSignal = { readonly generation: number; readonly suspended: boolean }

type Entry = { found: SessionLookup | undefined; generation: number; storedAt: number }

/** Never trusted longer than this, even with no write heard: a bound on anything the signal could miss. */
const MAX_AGE_MS = 60_000
const MAX_ENTRIES = 10_000

/**
 * The user and session behind an access token, remembered between requests until anything is written.
 * Every authenticated request needs them, and on PostgreSQL the lookup is a round trip that costs more than
 * the rest of a cached admin read. They change only by writes — sign-out, deactivation, role or password
 * change all come through requests that are not GET — so they follow the same signal as the response cache:
 * a lookup is kept only when no write happened while it ran, and dropped by the next write here or on any
 * other instance; while the instances cannot hear each other, nothing is kept. The session's end is kept
 * with it and checked at every use.
 */
export class SessionLookups {
  #entries = new Map<string, Entry>()

  constructor(private readonly writes: WriteSignal) {}

  async find(
    userId: string,
    sessionId: string,
    lookUp: () => Promise<SessionLookup | undefined>,
    now = Date.now(),
  ): Promise<SessionLookup | undefined> {
    const key = `${userId} ${sessionId}`
    const known = this.#entries.get(key)
    if (known && known.generation === this.writes.generation && now - known.storedAt < MAX_AGE_MS) {
      return known.found
    }
    const generation = this.writes.generation
    const found = await lookUp()
    if (this.writes.suspended || generation !== this.writes.generation) return found
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear()
    this.#entries.delete(key)
    // Shared by every request of the session from now on: frozen, so no handler can change it for the others.
    if (found) Object.freeze(found.user)
    this.#entries.set(key, { found, generation, storedAt: now })
    return found
  }
}
