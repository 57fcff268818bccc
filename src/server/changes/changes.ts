/**
 * What a write changed, as everything that keeps anything needs to know it (decision 0034). Kept this small on
 * purpose: a write that says nothing more changed `everything`; an order and what undoes one changed only the
 * stock of the products it names (and orders, which only the admin's current answers show).
 */
import { Kept, type KeepOptions, type Computation, type StockDependency } from './kept'

export type Change =
  { readonly kind: 'everything' } | { readonly kind: 'stock'; readonly productIds: readonly string[] }

export const EVERYTHING: Change = Object.freeze({ kind: 'everything' })

export function stockChange(productIds: Iterable<string>): Change {
  return { kind: 'stock', productIds: [...new Set(productIds)] }
}

/** One change that says all that several say: `everything` if any does, else the stock of every product named. */
export function mergeChanges(changes: readonly Change[]): Change | undefined {
  if (changes.length === 0) return undefined
  if (changes.some((change) => change.kind === 'everything')) return EVERYTHING
  return stockChange(changes.flatMap((change) => (change.kind === 'stock' ? change.productIds : [])))
}

/**
 * How long a listing may show a stock figure from before a change (the staleness rule, decision 0034): an order
 * checks stock in its own transaction, so a listing a second behind can oversell nothing, and a shopper lives
 * with the same gap between a read and a tap.
 */
export const STOCK_LAG_MS = 1_000

export type ChangeListener = (change: Change) => void

/** A way changes travel between this process and the others (see `transports.ts`). */
export type ChangeTransport = {
  readonly name: string
  /** Tells the other processes of a change made here; absent for a transport that only hears (SQLite's watch). */
  send?: (change: Change) => Promise<void>
  /**
   * Calls `heard` with each change another process made, and `hearing(false)` while changes may be missed
   * (a lost connection), `hearing(true)` once they cannot again; resolves with the function that stops.
   */
  listen: (heard: ChangeListener, hearing: (hearing: boolean) => void) => Promise<() => Promise<void>>
}

/** Products whose latest stock change is remembered (to judge values computed across it) before starting over. */
const REMEMBERED_PRODUCTS = 100_000

/**
 * The one signal for "something changed" (`app.changes`): a write publishes what it changed after its commit;
 * this process's kept values (`keep`) hear it at once, before the write's answer leaves, then the other
 * processes through the transports wired in `wireChanges`. While any transport cannot hear, `hearing` is false
 * and nothing is kept: it could miss what another process changed. Going deaf and hearing again are each told
 * as `everything`, so nothing computed before or while deaf is kept afterwards.
 *
 * It also counts what it has told, so that a value stamped by `begin` can be judged later (`isFresh`): the
 * staleness rule is here, once, for every kept value.
 */
export class Changes {
  /** The staleness rule's window (STOCK_LAG_MS unless a test shortens it). */
  readonly stockLagMs: number
  readonly clock: () => number
  readonly #listeners = new Set<ChangeListener>()
  readonly #senders = new Map<ChangeTransport, (change: Change) => void>()
  readonly #deaf = new Set<ChangeTransport>()
  readonly #listenerFailed: (error: unknown) => void
  #everything = 0
  #stock = 0
  /** Each product's latest stock change (as a count of stock changes), to judge values computed across it. */
  readonly #stockOf = new Map<string, number>()
  /** Stock changes up to this count may have named any product (the map above started over). */
  #stockOfForgotten = 0
  /** The stock changes every `within-a-second` value must have seen, and when the first one after them came. */
  #stockSettled = 0
  #stockPendingSince: number | undefined

  /** `listenerFailed`: a subscriber threw; the others, and the other processes, are still told. */
  constructor({
    stockLagMs = STOCK_LAG_MS,
    clock = Date.now,
    listenerFailed = (error: unknown) => console.error('a change subscriber failed', error),
  }: { stockLagMs?: number; clock?: () => number; listenerFailed?: (error: unknown) => void } = {}) {
    this.stockLagMs = stockLagMs
    this.clock = clock
    this.#listenerFailed = listenerFailed
  }

  get hearing(): boolean {
    return this.#deaf.size === 0
  }

  /** Told to this process's subscribers at once, then sent to the other processes. */
  publish(change: Change): void {
    this.#tell(change)
    for (const send of this.#senders.values()) send(change)
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** A store of values kept until a change makes them stale (see `Kept`). */
  keep<T>(options: KeepOptions<T> = {}): Kept<T> {
    return new Kept<T>(this, options)
  }

  /** What has been heard as a computation begins: a value computed now is judged by it (`isFresh`). */
  begin(): Computation {
    const startedAt = this.clock()
    return { everything: this.#everything, stock: this.#stock, startedAt, expiresAt: Infinity }
  }

  /**
   * Whether a value computed from `computation` may still be used, by the staleness rule (decision 0034): never
   * while deaf, after `everything` or past its expiry; `current` until a stock change (one naming `productId`,
   * when given); `within-a-second` until the window has passed since a stock change it has not seen.
   */
  isFresh(
    computation: Computation,
    stock: StockDependency,
    productId: string | undefined,
    now = this.clock(),
  ): boolean {
    if (this.#deaf.size > 0 || computation.everything !== this.#everything || now >= computation.expiresAt)
      return false
    if (computation.stock === this.#stock || stock === 'none') return true
    if (stock === 'within-a-second') return computation.stock >= this.#settledStock(now)
    return productId !== undefined && !this.#stockChangedSince(productId, computation.stock)
  }

  /** Whether a stock change came since `computation` began. */
  stockMovedSince(computation: Computation): boolean {
    return computation.stock !== this.#stock
  }

  /**
   * Sends this process's changes through `transport` and tells its subscribers what the transport hears.
   * `sendFailed`: a change the others may now not have heard (they cannot be made to; it is logged).
   */
  async connect(
    transport: ChangeTransport,
    sendFailed: (error: unknown) => void,
  ): Promise<() => Promise<void>> {
    const { send } = transport
    if (send) this.#senders.set(transport, (change) => void send(change).catch(sendFailed))
    const stop = await transport.listen(
      (change) => this.#tell(change),
      (hearing) => this.#setHearing(transport, hearing),
    )
    return async () => {
      this.#senders.delete(transport)
      this.#deaf.delete(transport)
      await stop()
    }
  }

  #setHearing(transport: ChangeTransport, hearing: boolean): void {
    if (hearing) this.#deaf.delete(transport)
    else this.#deaf.add(transport)
    this.#tell(EVERYTHING)
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
      // Whatever was computed before this is stale anyway: what it remembers of stock can start over.
      this.#stockOf.clear()
      this.#stockOfForgotten = 0
      this.#stockSettled = this.#stock
      this.#stockPendingSince = undefined
      return
    }
    this.#stock += 1
    for (const productId of change.productIds) {
      if (this.#stockOf.size >= REMEMBERED_PRODUCTS) {
        this.#stockOf.clear()
        this.#stockOfForgotten = this.#stock
      }
      this.#stockOf.set(productId, this.#stock)
    }
    this.#stockPendingSince ??= this.clock()
  }

  #stockChangedSince(productId: string, stockSeen: number): boolean {
    const last = this.#stockOf.get(productId)
    return last === undefined ? stockSeen < this.#stockOfForgotten : last > stockSeen
  }

  /**
   * Once the window has passed since the first stock change not yet settled, every stock change heard so far
   * is (checked on each use rather than by a timer: nothing is used without passing here).
   */
  #settledStock(now: number): number {
    if (this.#stockPendingSince !== undefined && now - this.#stockPendingSince >= this.stockLagMs) {
      this.#stockSettled = this.#stock
      this.#stockPendingSince = undefined
    }
    return this.#stockSettled
  }
}
