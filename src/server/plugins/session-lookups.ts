import { KEPT_MAX_AGE_MS, type ChangeSignal } from '../changes/kept-until-changed'
import type { UserRow } from '../db/schema'

export type SessionLookup = { user: UserRow; sessionLiveUntil: string | null }

type Entry = { found: SessionLookup | undefined; generation: number; storedAt: number }

const MAX_ENTRIES = 10_000

/**
 * The user and session behind an access token, remembered between requests until anything but stock changes.
 * Every authenticated request needs them, and on PostgreSQL the lookup is a round trip that costs more than
 * the rest of a cached admin read. They change only by writes that publish `everything` — sign-out,
 * deactivation, role or password change all do; an order or a cancellation (a stock change) touches no user
 * or session — so a lookup is kept only when no `everything` came while it ran, and dropped by the next one
 * from this process or any other; while the processes cannot hear each other, nothing is kept. The session's end
 * is kept with it and checked at every use.
 */
export class SessionLookups {
  #entries = new Map<string, Entry>()
  #generation = 0

  constructor(private readonly changes: ChangeSignal) {
    changes.subscribe((change) => {
      if (change.kind !== 'everything') return
      this.#generation += 1
      this.#entries.clear()
    })
  }

  async find(
    userId: string,
    sessionId: string,
    lookUp: () => Promise<SessionLookup | undefined>,
    now = Date.now(),
  ): Promise<SessionLookup | undefined> {
    const key = `${userId} ${sessionId}`
    const known = this.#entries.get(key)
    if (known && known.generation === this.#generation && now - known.storedAt < KEPT_MAX_AGE_MS) {
      return known.found
    }
    const generation = this.#generation
    const found = await lookUp()
    if (!this.changes.hearing || generation !== this.#generation) return found
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear()
    this.#entries.delete(key)
    // Shared by every request of the session from now on: frozen, so no handler can change it for the others.
    if (found) Object.freeze(found.user)
    this.#entries.set(key, { found, generation, storedAt: now })
    return found
  }
}
