/**
 * What a write changed, as everything that keeps anything needs to know it (decision 0034). Kept this small on
 * purpose: a write that says nothing more changed `everything`; an order and what undoes one changed only the
 * stock of the products it names (and orders, which only the admin's current answers show).
 */
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

/**
 * The one signal for "something changed" (`app.changes`): a write publishes what it changed after its commit;
 * this process's subscribers (the response cache, the session lookups, the search dictionary and facets) are told
 * at once, before the write's answer leaves, then the other processes through the transports wired in
 * `wireChanges`. While any transport cannot hear, `hearing` is false and whatever keeps anything keeps nothing:
 * it could miss what another process changed. Going deaf and hearing again are each told as `everything`, so
 * nothing computed before or while deaf is kept afterwards.
 */
export class Changes {
  /** The staleness rule's window (STOCK_LAG_MS unless a test shortens it). */
  readonly stockLagMs: number
  readonly #listeners = new Set<ChangeListener>()
  readonly #senders = new Map<ChangeTransport, (change: Change) => void>()
  readonly #deaf = new Set<ChangeTransport>()

  readonly #listenerFailed: (error: unknown) => void

  /** `listenerFailed`: a subscriber threw; the others, and the other processes, are still told. */
  constructor({
    stockLagMs = STOCK_LAG_MS,
    listenerFailed = (error: unknown) => console.error('a change subscriber failed', error),
  }: { stockLagMs?: number; listenerFailed?: (error: unknown) => void } = {}) {
    this.stockLagMs = stockLagMs
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
    for (const listener of this.#listeners) {
      try {
        listener(change)
      } catch (error) {
        this.#listenerFailed(error)
      }
    }
  }
}
