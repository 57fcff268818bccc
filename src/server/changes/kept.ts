import type { Changes } from './changes'

/**
 * How a kept value depends on stock figures — the staleness rule (decision 0034):
 * - `current`: it shows stock as it is now. Stale after any stock change, or, with a `productId`, only after one
 *   naming that product. One computed across such a change is not kept.
 * - `within-a-second`: a listing's figures. After a stock change it may still be used for up to `stockLagMs`;
 *   one computed across a stock change is kept at most that long from when its computation began. An order
 *   checks stock in its own transaction, so nothing can be oversold through a listing a second behind.
 * - `none`: it shows no stock (the shop's settings, a session, the search's words).
 * Any other change is `everything`, which makes every value stale at once; one computed across it is used by its
 * caller but not kept.
 */
export type StockDependency = 'current' | 'within-a-second' | 'none'

/** What had been heard when a computation began (`Changes.begin`), and until when its value may serve. */
export type Computation = {
  readonly everything: number
  stock: number
  readonly startedAt: number
  expiresAt: number
}

/** Never trusted longer than this, even with no change heard: a bound on anything the signal could miss. */
export const KEPT_MAX_AGE_MS = 60_000

export type KeepOptions<T> = {
  /** How the values follow stock (`none` when unsaid); `set` may say otherwise for one value. */
  stock?: StockDependency
  /** No value is used longer than this after its computation began (KEPT_MAX_AGE_MS when unsaid). */
  maxAgeMs?: number
  /** At most this much is kept, counted by `weigh` (one per value when unsaid); the oldest go first. */
  limit?: number
  weigh?: (value: T) => number
  /** Values are shared by every later caller: frozen, deeply, so that none can change one for the others. */
  freeze?: boolean
}

/** What one value depends on, when it differs from the store's (the response cache's routes each say theirs). */
export type Dependence = { stock?: StockDependency; productId?: string | undefined; maxAgeMs?: number }

type Entry<T> = { value: T; computation: Computation; stock: StockDependency; productId: string | undefined }
type InFlight<T> = { computation: Computation; value: Promise<T | undefined> }

/** Bounds `computation`'s use to `maxAgeMs` from its start (an answer read from a replica, a monthly figure). */
export function boundAge(computation: Computation, maxAgeMs: number): void {
  computation.expiresAt = Math.min(computation.expiresAt, computation.startedAt + maxAgeMs)
}

/**
 * Values kept until something changes, bounded by age, not while deaf (`app.changes.keep`): the one store behind
 * the response cache, the session lookups, the search dictionary, the facet groups and the cash-on-delivery
 * rules. A value is judged on each use by what `changes` has heard since its computation began (`isFresh`);
 * `everything` empties the store. A computation under way is shared by the callers that arrive while nothing it
 * depends on has changed (`get`, or `join` and `share` for a caller that computes in steps). A value is never
 * undefined (that is "nothing kept").
 */
export class Kept<T> {
  readonly #entries = new Map<string, Entry<T> & { weight: number }>()
  readonly #inFlight = new Map<string, InFlight<T>>()
  #weight = 0
  readonly #stock: StockDependency
  readonly #maxAgeMs: number
  readonly #limit: number
  readonly #weigh: (value: T) => number
  readonly #freeze: boolean

  constructor(
    private readonly changes: Changes,
    {
      stock = 'none',
      maxAgeMs = KEPT_MAX_AGE_MS,
      limit = Infinity,
      weigh = () => 1,
      freeze = false,
    }: KeepOptions<T>,
  ) {
    this.#stock = stock
    this.#maxAgeMs = maxAgeMs
    this.#limit = limit
    this.#weigh = weigh
    this.#freeze = freeze
    changes.subscribe((change) => {
      if (change.kind !== 'everything') return
      this.#entries.clear()
      this.#weight = 0
    })
  }

  /** How many values are kept, stale ones not yet dropped included. */
  get size(): number {
    return this.#entries.size
  }

  /** The value kept for `key` when it may still be used. */
  peek(key: string, now = this.changes.clock()): T | undefined {
    return this.#fresh(key, now)?.value
  }

  /**
   * The value for `key`: kept, or being computed for another caller, or computed now by `compute` and kept when
   * the staleness rule allows. `within`: the computation of what the caller makes of the value (an answer), which
   * becomes as old as the value, and whose age bound a value computed for it takes.
   */
  async get(
    key: string,
    compute: () => Promise<T>,
    { within, ...dependence }: Dependence & { within?: Computation | undefined } = {},
  ): Promise<T> {
    const kept = this.#fresh(key, this.changes.clock())
    if (kept) return used(kept.value, kept.computation, within)
    const inFlight = this.#joinable(key, dependence)
    const shared = inFlight && (await inFlight.value)
    if (inFlight && shared !== undefined)
      return used(shared, this.#bounded(inFlight.computation, dependence), within)
    const computation = this.changes.begin()
    if (within) boundAge(computation, within.expiresAt - within.startedAt)
    const settle = this.share(key, computation)
    try {
      const value = this.#frozen(await compute())
      this.set(key, value, computation, dependence)
      settle(value)
      return used(value, this.#bounded(computation, dependence), within)
    } catch (error) {
      settle(undefined)
      throw error
    }
  }

  /**
   * What a computation under way for `key` will give, when a caller arriving now may have it: nothing it depends
   * on has changed since that computation began. It resolves to undefined when the computation ends without a
   * value to share; then the caller computes its own.
   */
  join(key: string, dependence: Dependence = {}): Promise<T | undefined> | undefined {
    return this.#joinable(key, dependence)?.value
  }

  /** Says that `computation` computes `key`, for `join`; the returned function is called once with its value. */
  share(key: string, computation: Computation): (value: T | undefined) => void {
    let settle!: (value: T | undefined) => void
    const value = new Promise<T | undefined>((resolve) => (settle = resolve))
    const inFlight: InFlight<T> = { computation, value }
    this.#inFlight.set(key, inFlight)
    return (computed) => {
      if (this.#inFlight.get(key) === inFlight) this.#inFlight.delete(key)
      settle(computed)
    }
  }

  /** Keeps `value`, computed from `computation`, when the staleness rule allows; says whether it did. */
  set(key: string, value: T, computation: Computation, dependence: Dependence = {}): boolean {
    const stock = dependence.stock ?? this.#stock
    const bounded = this.#bounded(computation, dependence)
    const weight = this.#weigh(value)
    if (weight > this.#limit / 4 || !this.changes.isFresh(bounded, stock, dependence.productId)) return false
    this.#remove(key)
    this.#entries.set(key, {
      value: this.#frozen(value),
      computation: bounded,
      stock,
      productId: dependence.productId,
      weight,
    })
    this.#weight += weight
    for (const oldest of this.#entries.keys()) {
      if (this.#weight <= this.#limit) break
      this.#remove(oldest)
    }
    return true
  }

  #fresh(key: string, now: number): Entry<T> | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (!this.changes.isFresh(entry.computation, entry.stock, entry.productId, now)) {
      this.#remove(key)
      return undefined
    }
    // Fresh across stock changes it does not show: judged from now on as computed after them (not a listing,
    // whose window runs from them), so that the next use need not look at them again.
    if (entry.stock !== 'within-a-second' && this.changes.stockMovedSince(entry.computation))
      entry.computation.stock = this.changes.begin().stock
    return entry
  }

  #joinable(key: string, dependence: Dependence): InFlight<T> | undefined {
    const inFlight = this.#inFlight.get(key)
    if (!inFlight) return undefined
    const stock = dependence.stock ?? this.#stock
    const fresh = this.changes.isFresh(
      this.#bounded(inFlight.computation, dependence),
      stock,
      dependence.productId,
    )
    return fresh ? inFlight : undefined
  }

  /** The computation with the store's and the value's age bounds, and the bound of one computed across a stock change. */
  #bounded(computation: Computation, { stock = this.#stock, maxAgeMs = Infinity }: Dependence): Computation {
    const bounded = { ...computation }
    boundAge(bounded, Math.min(this.#maxAgeMs, maxAgeMs))
    if (stock === 'within-a-second' && this.changes.stockMovedSince(computation))
      boundAge(bounded, this.changes.stockLagMs)
    return bounded
  }

  #frozen(value: T): T {
    return this.#freeze ? deepFreeze(value) : value
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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
