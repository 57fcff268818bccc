import type { Changes } from './changes'

/**
 * A version number for something read once and kept (the search dictionary, the facet groups): it moves when
 * what was read must be read again. At once on `everything`; with `stock: 'within-a-second'` also on a stock
 * change, once the staleness rule's window has passed since it (so a stream of orders rebuilds it at most once
 * a window); with `stock: 'ignored'` never for stock (the dictionary's words do not change with it).
 */
export class ChangeCount {
  #count = 0
  /** When the first stock change not yet counted came (Date.now()). */
  #stockSince: number | undefined

  constructor(
    private readonly changes: Changes,
    private readonly stock: 'ignored' | 'within-a-second',
    private readonly clock: () => number = Date.now,
  ) {
    changes.subscribe((change) => {
      if (change.kind === 'everything') {
        this.#count += 1
        this.#stockSince = undefined
      } else if (this.stock === 'within-a-second') {
        this.#stockSince ??= this.clock()
      }
    })
  }

  get version(): number {
    if (this.#stockSince !== undefined && this.clock() - this.#stockSince >= this.changes.stockLagMs) {
      this.#count += 1
      this.#stockSince = undefined
    }
    return this.#count
  }

  /** When the first stock change not yet counted came (Date.now()); what was read before it is that old. */
  get stockPendingSince(): number | undefined {
    return this.version === this.#count ? this.#stockSince : undefined
  }

  /** False while other processes' changes may be missed: then no version can be trusted, and nothing is kept. */
  get hearing(): boolean {
    return this.changes.hearing
  }
}
