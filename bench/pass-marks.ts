import { countStatuses, type LoadResult } from './load'
import type { OrderRun } from './order-driver'
import type { StockCheck } from './stock-check'
import type { Target } from './targets'

export type ScenarioKey = 'small' | 'large'
export type DatabaseLabel = 'SQLite' | 'PostgreSQL'

/** One target measured on one database and data size, against the bare server answering its bytes. */
export type TargetResult = {
  database: DatabaseLabel
  scenario: ScenarioKey
  target: Target
  path: string
  responseBytes: number
  shop: LoadResult
  bare: LoadResult
  /** The server's peak resident memory during this target (warm-up and measured run). */
  peakRssBytes: number
  /** Orders only: the stock check after the load. */
  stock?: StockCheck
}

/** One database and data size: its targets and the server's memory over the whole run. */
export type ScenarioResult = {
  database: DatabaseLabel
  scenario: ScenarioKey
  peakRssBytes: number
  /** The serving process's command line (what start.mjs ran). */
  server: string
}

export type Mark = { name: string; met: boolean; figure: string }

/** The marks, as numbers. */
export const MARKS = {
  listingShareOfBare: 0.5,
  productShareOfBare: 0.6,
  smallReadP99Ms: 25,
  /** The listing (filtered or not) and the filters' counts at 100,000 products. */
  largeListingP99Ms: 50,
  ordersPerSecond: 500,
  peakRssBytes: 150 * 1024 * 1024,
  /** PostgreSQL may be this many times slower than SQLite on the same target. */
  postgresSlowdown: 2,
} as const

const SOLD_OUT = 409

/** Successful answers per second: 201s only for orders (a 409 sold-out refusal is not a sale). */
export function successRate(result: TargetResult, load: LoadResult = result.shop): number {
  const succeeded =
    result.target.kind === 'order'
      ? countStatuses(load.statuses, 201, 201)
      : countStatuses(load.statuses, 200, 299)
  return load.seconds > 0 ? succeeded / load.seconds : 0
}

export function bareRate(result: TargetResult): number {
  return result.bare.seconds > 0 ? countStatuses(result.bare.statuses, 200, 299) / result.bare.seconds : 0
}

export function shareOfBare(result: TargetResult): number {
  const bare = bareRate(result)
  return bare > 0 ? successRate(result) / bare : 0
}

/** Non-2xx answers and socket errors; for orders, sold-out refusals (409) are counted apart, not here. */
export function errorCount(load: LoadResult, isOrder: boolean): number {
  const failed = countStatuses(load.statuses, 0, 199) + countStatuses(load.statuses, 300, 599)
  return failed - (isOrder ? countStatuses(load.statuses, SOLD_OUT, SOLD_OUT) : 0) + load.socketErrors
}

export function soldOutCount(load: LoadResult): number {
  return countStatuses(load.statuses, SOLD_OUT, SOLD_OUT)
}

const percent = (share: number) => `${(share * 100).toFixed(0)} %`
const ms = (value: number) => `${value.toFixed(1)} ms`

/** The marks a target's row is judged by; the PostgreSQL comparison needs the SQLite row of the same target. */
export function targetMarks(result: TargetResult, all: readonly TargetResult[]): Mark[] {
  const marks: Mark[] = []
  const { kind } = result.target
  const isRead = kind !== 'order' && kind !== 'admin'
  if (result.database === 'SQLite' && result.scenario === 'small') {
    if (kind === 'listing')
      marks.push({
        name: `≥ ${percent(MARKS.listingShareOfBare)} of bare`,
        met: shareOfBare(result) >= MARKS.listingShareOfBare,
        figure: percent(shareOfBare(result)),
      })
    if (kind === 'product')
      marks.push({
        name: `≥ ${percent(MARKS.productShareOfBare)} of bare`,
        met: shareOfBare(result) >= MARKS.productShareOfBare,
        figure: percent(shareOfBare(result)),
      })
    if (isRead)
      marks.push({
        name: `p99 < ${MARKS.smallReadP99Ms} ms`,
        met: result.shop.p99Ms < MARKS.smallReadP99Ms,
        figure: ms(result.shop.p99Ms),
      })
  }
  if (
    result.database === 'SQLite' &&
    result.scenario === 'large' &&
    (kind === 'listing' || kind === 'facets')
  )
    marks.push({
      name: `p99 < ${MARKS.largeListingP99Ms} ms`,
      met: result.shop.p99Ms < MARKS.largeListingP99Ms,
      figure: ms(result.shop.p99Ms),
    })
  if (kind === 'order' && result.database === 'SQLite') {
    const rate = successRate(result)
    marks.push({
      name: `≥ ${MARKS.ordersPerSecond} orders/s`,
      met: rate >= MARKS.ordersPerSecond,
      figure: `${rate.toFixed(0)} orders/s`,
    })
  }
  if (kind === 'order' && result.stock) marks.push(...stockMarks(result.stock))
  if (result.database === 'PostgreSQL') {
    const sqlite = all.find(
      (other) =>
        other.database === 'SQLite' &&
        other.scenario === result.scenario &&
        other.target.key === result.target.key,
    )
    if (sqlite) {
      const share = successRate(result) / Math.max(successRate(sqlite), Number.EPSILON)
      marks.push({
        name: `within ${MARKS.postgresSlowdown}× of SQLite`,
        met: share >= 1 / MARKS.postgresSlowdown,
        figure: `${share.toFixed(2)}× SQLite's req/s`,
      })
    }
  }
  return marks
}

/** Nothing oversold and nothing accepted lost, by the stock check after the orders. */
export function stockMarks({ mismatched, negative, missingAccepted, acceptedOrders }: StockCheck): Mark[] {
  return [
    {
      name: 'zero oversell',
      met: mismatched === 0 && negative === 0,
      figure: `${mismatched} products off, ${negative} below zero`,
    },
    {
      name: 'every 201 stored',
      met: missingAccepted === 0,
      figure: `${missingAccepted} of ${acceptedOrders} missing`,
    },
  ]
}

export function memoryMark(scenario: ScenarioResult): Mark {
  return {
    name: `peak RSS < ${MARKS.peakRssBytes / 1024 / 1024} MB`,
    met: scenario.peakRssBytes < MARKS.peakRssBytes,
    figure: `${(scenario.peakRssBytes / 1024 / 1024).toFixed(0)} MB`,
  }
}

/** The busy shop's three runs: the reads alone, with orders at a fixed rate, with shoppers ordering flat out. */
export type BusyPhase = 'alone' | 'rate' | 'closed'

/** One run of the busy-shop bench (busy-shop.ts) on one database and number of server processes. */
export type BusyResult = {
  database: DatabaseLabel
  /** WORKERS: server processes behind the one port. */
  instances: number
  phase: BusyPhase
  /** What the orders alongside were: "100 a second", "40 shoppers flat out"; none when alone. */
  pace: string
  reads: LoadResult
  orders?: OrderRun
}

export const BUSY_MARKS = {
  /** With orders arriving at BENCH_ORDER_RATE (100 a second), the reads keep this share of alone … */
  readsShareAtRate: 0.7,
  /** … with this p99, and the orders' own p99 stays under this. */
  readP99AtRateMs: 25,
  orderP99AtRateMs: 100,
  /** With shoppers ordering as fast as they can, the reads keep this share of alone. */
  readsShareAtMax: 0.3,
  /**
   * The orders at a fixed rate must be real sales (201) at nearly that rate, or the reads beside them were
   * measured against less writing than the mark assumes.
   */
  ordersKeptUp: 0.95,
} as const

/** 2xx answers a second (orders: 201s) of one load. */
export function okRate(load: LoadResult, isOrder = false): number {
  const ok = isOrder ? countStatuses(load.statuses, 201, 201) : countStatuses(load.statuses, 200, 299)
  return load.seconds > 0 ? ok / load.seconds : 0
}

/** Answers that were not 2xx, and socket errors (a sold-out 409 counts here: the bench's stock never runs out). */
export function non2xxCount(load: LoadResult): number {
  return countStatuses(load.statuses, 0, 199) + countStatuses(load.statuses, 300, 599) + load.socketErrors
}

/** The reads' requests a second over the same reads alone, on the same database and instances. */
export function readsShareOfAlone(result: BusyResult, all: readonly BusyResult[]): number | undefined {
  const alone = all.find(
    (other) =>
      other.phase === 'alone' && other.database === result.database && other.instances === result.instances,
  )
  if (!alone) return undefined
  const aloneRate = okRate(alone.reads)
  return aloneRate > 0 ? okRate(result.reads) / aloneRate : 0
}

/** The marks a busy-shop run is judged by; the share needs the reads-alone run of the same shop. */
export function busyMarks(result: BusyResult, all: readonly BusyResult[], orderRate: number): Mark[] {
  const marks: Mark[] = []
  const share = readsShareOfAlone(result, all)
  if (result.phase === 'rate') {
    if (share !== undefined)
      marks.push({
        name: `reads ≥ ${percent(BUSY_MARKS.readsShareAtRate)} of alone`,
        met: share >= BUSY_MARKS.readsShareAtRate,
        figure: percent(share),
      })
    marks.push({
      name: `read p99 < ${BUSY_MARKS.readP99AtRateMs} ms`,
      met: result.reads.p99Ms < BUSY_MARKS.readP99AtRateMs,
      figure: ms(result.reads.p99Ms),
    })
    if (result.orders) {
      marks.push({
        name: `order p99 < ${BUSY_MARKS.orderP99AtRateMs} ms`,
        met: result.orders.p99Ms < BUSY_MARKS.orderP99AtRateMs,
        figure: ms(result.orders.p99Ms),
      })
      const placed = okRate(result.orders, true)
      marks.push({
        name: `≥ ${percent(BUSY_MARKS.ordersKeptUp)} of ${orderRate} orders/s placed (201)`,
        met: placed >= orderRate * BUSY_MARKS.ordersKeptUp,
        figure: `${placed.toFixed(0)} orders/s`,
      })
    }
  }
  if (result.phase === 'closed' && share !== undefined)
    marks.push({
      name: `reads ≥ ${percent(BUSY_MARKS.readsShareAtMax)} of alone`,
      met: share >= BUSY_MARKS.readsShareAtMax,
      figure: percent(share),
    })
  return marks
}
