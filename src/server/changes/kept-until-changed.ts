import type { Change } from './changes'

/** What a kept value follows: `app.changes`, or in a test anything that tells changes and whether it hears them. */
export type ChangeSignal = {
  subscribe(listener: (change: Change) => void): () => void
  readonly hearing: boolean
}

/** Never trusted longer than this, even with no change heard: a bound on anything the signal could miss. */
export const KEPT_MAX_AGE_MS = 60_000

/**
 * One value read from the database (the shop's settings) and kept until anything but stock changes, here or in
 * another process. The settings change only by writes that publish `everything` (an admin's save); an order is
 * a stock change and keeps them. A value read while an `everything` arrived, or while the processes cannot hear
 * each other, is used by its reader and not kept. The value is shared by every later reader: it is frozen.
 */
export class KeptUntilChanged<T> {
  #kept: { value: T; storedAt: number } | undefined
  #generation = 0

  constructor(
    private readonly changes: ChangeSignal,
    private readonly maxAgeMs = KEPT_MAX_AGE_MS,
  ) {
    changes.subscribe((change) => {
      if (change.kind !== 'everything') return
      this.#generation += 1
      this.#kept = undefined
    })
  }

  async get(read: () => Promise<T>, now = Date.now()): Promise<T> {
    const kept = this.#kept
    if (kept && now - kept.storedAt < this.maxAgeMs) return kept.value
    const generation = this.#generation
    const value = deepFreeze(await read())
    if (this.changes.hearing && generation === this.#generation) this.#kept = { value, storedAt: now }
    return value
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
