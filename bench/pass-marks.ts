import { countStatuses, type LoadResult } from './load'
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
  if (kind === 'order' && result.stock) {
    const { mismatched, negative, missingAccepted, acceptedOrders } = result.stock
    marks.push({
      name: 'zero oversell',
      met: mismatched === 0 && negative === 0,
      figure: `${mismatched} products off, ${negative} below zero`,
    })
    marks.push({
      name: 'every 201 stored',
      met: missingAccepted === 0,
      figure: `${missingAccepted} of ${acceptedOrders} missing`,
    })
  }
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

export function memoryMark(scenario: ScenarioResult): Mark {
  return {
    name: `peak RSS < ${MARKS.peakRssBytes / 1024 / 1024} MB`,
    met: scenario.peakRssBytes < MARKS.peakRssBytes,
    figure: `${(scenario.peakRssBytes / 1024 / 1024).toFixed(0)} MB`,
  }
}
