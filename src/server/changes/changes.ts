import { Kept, type Computation, type Dependence } from './kept'

/** What a write changed (decision 0034): `everything`, or for an order and its undoing the products' stock. */
export type Change =
  { readonly kind: 'everything' } | { readonly kind: 'stock'; readonly productIds: readonly string[] }

export const EVERYTHING: Change = Object.freeze({ kind: 'everything' })

export function stockChange(productIds: Iterable<string>): Change {
  return { kind: 'stock', productIds: [...new Set(productIds)] }
}

/** The window of `within-a-second` (`Dependence`). */
export const STOCK_LAG_MS = 1_000

export type ChangeListener = (change: Change) => void

/** A way changes travel between this process and the others (`transports.ts`). */
export type ChangeTransport = {
  readonly name: string
  /** Absent for a transport that only hears (SQLite's watch). */
  send?: (change: Change) => Promise<void>
  /** `hearing(false)` while changes may be missed (a lost connection); resolves with the function that stops. */
  listen: (heard: ChangeListener, hearing: (hearing: boolean) => void) => Promise<() => Promise<void>>
}

/** Products whose latest stock change is remembered before starting over. */
const REMEMBERED_PRODUCTS = 100_000

/**
 * The one signal for "something changed" (`app.changes`): a write publishes after its commit; this process hears
 * it at once, the others through the transports. Going deaf (nothing may be kept: another process's change could
 * be missed) and hearing again are each told as `everything`. It counts what it has told, so that a computation
 * stamped by `begin` can be judged later (`isFresh`).
 */
export class Changes {
  readonly stockLagMs: number
  readonly #clock: () => number
  readonly #listeners = new Set<ChangeListener>()
  readonly #senders = new Map<ChangeTransport, (change: Change) => void>()
  readonly #deaf = new Set<ChangeTransport>()
  readonly #listenerFailed: (error: unknown) => void
  #everything = 0
  #stock = 0
  /** Each product's latest stock change, as a count; below `#forgotten` any product may have changed. */
  readonly #stockOf = new Map<string, number>()
  #forgotten = 0
  /** The stock changes every listing has seen, and when the first one after them came. */
  #settled = 0
  #pendingSince: number | undefined

  /** `listenerFailed`: a subscriber threw; the others, and the other processes, are still told. */
  constructor({
    stockLagMs = STOCK_LAG_MS,
    clock = Date.now,
    listenerFailed = (error: unknown) => console.error('a change subscriber failed', error),
  }: { stockLagMs?: number; clock?: () => number; listenerFailed?: (error: unknown) => void } = {}) {
    this.stockLagMs = stockLagMs
    this.#clock = clock
    this.#listenerFailed = listenerFailed
  }

  get hearing(): boolean {
    return this.#deaf.size === 0
  }

  publish(change: Change): void {
    this.#tell(change)
    for (const send of this.#senders.values()) send(change)
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  keep<T>(options: ConstructorParameters<typeof Kept<T>>[1] = {}): Kept<T> {
    return new Kept<T>(this, options)
  }

  begin(): Computation {
    return { everything: this.#everything, stock: this.#stock, startedAt: this.#clock(), expiresAt: Infinity }
  }

  /**
   * The staleness rule (`Dependence`): never while deaf, after an `everything` or past the expiry. One found
   * fresh across stock changes it does not show is judged from now on as computed after them, so that its next
   * use need not look at them again.
   */
  isFresh(computation: Computation, { stock = 'none', productId }: Dependence, now = this.#clock()): boolean {
    if (this.#deaf.size > 0 || computation.everything !== this.#everything || now >= computation.expiresAt)
      return false
    if (computation.stock === this.#stock) return true
    if (stock === 'within-a-second') return computation.stock >= this.#settledStock(now)
    if (stock === 'current' && this.#stockChangedSince(productId, computation.stock)) return false
    computation.stock = this.#stock
    return true
  }

  /** `sendFailed`: a change the others may now not have heard (they cannot be made to). */
  async connect(transport: ChangeTransport, sendFailed: (error: unknown) => void) {
    const { send } = transport
    if (send) this.#senders.set(transport, (change) => void send(change).catch(sendFailed))
    const stop = await transport.listen(
      (change) => this.#tell(change),
      (hearing) => {
        if (hearing) this.#deaf.delete(transport)
        else this.#deaf.add(transport)
        this.#tell(EVERYTHING)
      },
    )
    return async () => {
      this.#senders.delete(transport)
      this.#deaf.delete(transport)
      await stop()
    }
  }

  #tell(change: Change): void {
    this.#count(change)
    for (const listener of this.#listeners) {
      try {
        listener(change)
      } catch (error) {
        this.#listenerFailed(error)
      }
    }
  }

  #count(change: Change): void {
    if (change.kind === 'everything') {
      this.#everything += 1
      // Whatever was computed before is stale anyway: what is remembered of stock can start over.
      this.#stockOf.clear()
      this.#forgotten = 0
      this.#settled = this.#stock
      this.#pendingSince = undefined
      return
    }
    this.#stock += 1
    for (const productId of change.productIds) {
      if (this.#stockOf.size >= REMEMBERED_PRODUCTS) {
        this.#stockOf.clear()
        this.#forgotten = this.#stock
      }
      this.#stockOf.set(productId, this.#stock)
    }
    this.#pendingSince ??= this.#clock()
  }

  /** Without a product, any stock change counts. */
  #stockChangedSince(productId: string | undefined, stockSeen: number): boolean {
    const last = productId === undefined ? Infinity : this.#stockOf.get(productId)
    return last === undefined ? stockSeen < this.#forgotten : last > stockSeen
  }

  /** Checked on each use rather than by a timer: nothing is used without passing here. */
  #settledStock(now: number): number {
    if (this.#pendingSince !== undefined && now - this.#pendingSince >= this.stockLagMs) {
      this.#settled = this.#stock
      this.#pendingSince = undefined
    }
    return this.#settled
  }
}
