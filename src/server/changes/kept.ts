import type { Changes } from './changes'

/** What had been heard when a computation began (`Changes.begin`), and until when its value may serve. */
export type Computation = { everything: number; stock: number; startedAt: number; expiresAt: number }

/** Never trusted longer than this, even with no change heard: a bound on anything the signal could miss. */
const KEPT_MAX_AGE_MS = 60_000

type KeepOptions<T> = {
  /** No value is used longer than this after its computation began. */
  maxAgeMs?: number
  /** The oldest go first past this weight (one per value unless `weigh` says); one over a quarter is not kept. */
  limit?: number
  weigh?: (value: T) => number
  /** Deeply, so that no caller can change a shared value for the others. */
  freeze?: boolean
}

/**
 * What one value depends on, the staleness rule (decision 0034). `stock: 'current'`: stale after any stock
 * change, or with a `productId` only after one naming it. `within-a-second` (a listing): used up to the window
 * after a stock change it has not seen, as an order checks stock in its own transaction. `none` (unsaid): shows
 * no stock. Any other change is `everything`, which makes every value stale. `maxAgeMs`: a bound of its own.
 */
export type Dependence = {
  stock?: 'current' | 'within-a-second' | 'none'
  productId?: string | undefined
  maxAgeMs?: number
}

type Entry<T> = { value: T; computation: Computation; dependence: Dependence; weight: number }
type InFlight<T> = { computation: Computation; value: Promise<T | undefined> }
type Compute<T> = (computation: Computation) => Promise<T>
type GetOptions = Dependence & { within?: Computation | undefined }

/** Bounds `computation`'s use to `maxAgeMs` from its start (an answer read from a replica, a monthly figure). */
export function boundAge(computation: Computation, maxAgeMs: number): void {
  computation.expiresAt = Math.min(computation.expiresAt, computation.startedAt + maxAgeMs)
}

/**
 * Values kept until something changes (`app.changes.keep`), judged on each use by `changes.isFresh`;
 * `everything` empties the store. Undefined means "nothing", never a value.
 */
export class Kept<T> {
  readonly #entries = new Map<string, Entry<T>>()
  readonly #inFlight = new Map<string, InFlight<T>>()
  #weight = 0
  readonly #options: Required<KeepOptions<T>>

  constructor(
    private readonly changes: Changes,
    options: KeepOptions<T>,
  ) {
    this.#options = { maxAgeMs: KEPT_MAX_AGE_MS, limit: Infinity, weigh: () => 1, freeze: false, ...options }
    changes.subscribe((change) => {
      if (change.kind !== 'everything') return
      this.#entries.clear()
      this.#weight = 0
    })
  }

  peek(key: string): T | undefined {
    return this.#fresh(key)?.value
  }

  /**
   * The value kept for `key`; or the one under way, if nothing it depends on has changed since it began; or
   * computed now, and kept if the staleness rule allows. A computation that fails, or gives nothing to share
   * (rejects), is not waited for again: those waiting compute their own. `within`: the computation of an answer
   * built on the value, made as old as the value.
   */
  get(key: string, compute: Compute<T>, options: GetOptions = {}): Promise<T> {
    const kept = this.#fresh(key)
    if (kept) return Promise.resolve(used(kept.value, kept.computation, options.within))
    return this.#compute(key, compute, options)
  }

  /** Keeps `value`, computed from `computation`, if the staleness rule allows. */
  set(key: string, value: T, computation: Computation, dependence: Dependence = {}): void {
    const bounded = this.#bounded(computation, dependence)
    const weight = this.#options.weigh(value)
    if (weight > this.#options.limit / 4 || !this.changes.isFresh(bounded, dependence)) return
    this.#remove(key)
    this.#entries.set(key, { value, computation: bounded, dependence, weight })
    this.#weight += weight
    for (const oldest of this.#entries.keys()) {
      if (this.#weight <= this.#options.limit) break
      this.#remove(oldest)
    }
  }

  async #compute(key: string, compute: Compute<T>, { within, ...dependence }: GetOptions) {
    const joined = this.#inFlight.get(key)
    const bounded = joined && this.#bounded(joined.computation, dependence)
    if (bounded && this.changes.isFresh(bounded, dependence)) {
      const shared = await joined!.value
      if (shared !== undefined) return used(shared, bounded, within)
    }
    const computation = this.changes.begin()
    const computing = compute(computation)
    const inFlight = { computation, value: computing.catch(() => undefined) }
    this.#inFlight.set(key, inFlight)
    try {
      const value = await computing
      if (this.#options.freeze) deepFreeze(value)
      this.set(key, value, computation, dependence)
      return used(value, this.#bounded(computation, dependence), within)
    } finally {
      if (this.#inFlight.get(key) === inFlight) this.#inFlight.delete(key)
    }
  }

  #fresh(key: string): Entry<T> | undefined {
    const entry = this.#entries.get(key)
    if (!entry || this.changes.isFresh(entry.computation, entry.dependence)) return entry
    this.#remove(key)
    return undefined
  }

  /** With the store's and the value's age bounds, and the window for a listing computed across a stock change. */
  #bounded(computation: Computation, { stock, maxAgeMs = Infinity }: Dependence): Computation {
    const bounded = { ...computation }
    boundAge(bounded, Math.min(this.#options.maxAgeMs, maxAgeMs))
    if (stock === 'within-a-second' && computation.stock !== this.changes.begin().stock)
      boundAge(bounded, this.changes.stockLagMs)
    return bounded
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#weight -= entry.weight
  }
}

/** The value, after making the caller's computation as old as the value's. */
function used<T>(value: T, computation: Computation, within: Computation | undefined): T {
  if (within) {
    within.stock = Math.min(within.stock, computation.stock)
    within.expiresAt = Math.min(within.expiresAt, computation.expiresAt)
  }
  return value
}

function deepFreeze(value: unknown): void {
  if (!value || typeof value !== 'object' || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const inner of Object.values(value)) deepFreeze(inner)
}
