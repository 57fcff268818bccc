import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { MAIL_KINDS, type MailKind } from '@common/schemas/mail'
import { PAYMENT_METHODS, type PaymentMethod } from '@common/schemas/order'
import type { PoolUse } from './db/connection'

/**
 * Every metric the shop reports, defined here once, and the small functions the modules call where the thing
 * happens (an order placed, a payment settled, a mail queued). `GET /metrics` (plugins/metrics.ts) answers
 * this registry in Prometheus' text format; with WORKERS > 1 the primary sums every worker's
 * (cluster-metrics.ts). Ours are prefixed `shop_`; the request histogram and Node's own keep their usual names
 * so that ready-made dashboards read them.
 */

/** The outcome of a payment attempt, once the gateway has settled it (or refused to start it). */
const PAYMENT_OUTCOMES = ['success', 'failed'] as const
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number]
/** A refund ends completed (paid back) or failed (the gateway refused it; the admin may try again). */
const REFUND_OUTCOMES = ['completed', 'failed'] as const
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number]
/** `shared`: a miss that waited for the same answer another request was computing, and was given it. */
const RESPONSE_CACHE_RESULTS = ['hit', 'shared', 'miss'] as const
export type ResponseCacheResult = (typeof RESPONSE_CACHE_RESULTS)[number]

/** The route label of a request no route matched: never the raw URL, whose ids would make a series each. */
export const UNMATCHED_ROUTE = 'unmatched'

/** Up to 10 s: the longest a request may take before the gateway's time-out answers it. */
const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function defineMetrics() {
  // A registry of our own rather than prom-client's global one: nothing else in the process can add to what
  // a scrape shows, or collide with a name of ours.
  const registry = new Registry()
  const registers = [registry]
  const poolSources = new Set<() => PoolUse>()
  return {
    registry,
    poolSources,
    defaultMetricsStarted: false,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern (unmatched: no route) and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS_SECONDS,
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed (a replayed Idempotency-Key is not counted again), by payment method',
      labelNames: ['payment_method'] as const,
      registers,
    }),
    payments: new Counter({
      name: 'shop_payments_total',
      help: 'Online payment attempts settled, by outcome (a start the gateway refused counts as failed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    refunds: new Counter({
      name: 'shop_refunds_total',
      help: 'Refunds ended, by outcome',
      labelNames: ['outcome'] as const,
      registers,
    }),
    mailsQueued: new Counter({
      name: 'shop_mails_queued_total',
      help: 'Mails written to the outbox, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    mailsFailed: new Counter({
      name: 'shop_mails_failed_total',
      help: 'Attempts to send a mail that failed (each retry that fails counts), by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    responseCache: new Counter({
      name: 'shop_response_cache_total',
      help: 'Look-ups of cacheable GETs in the response cache, by result (hit, shared or miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    databasePool: new Gauge({
      name: 'shop_database_pool_connections',
      help: 'Database connections: total held, idle, and queries waiting for one (SQLite: its one connection)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const sum: PoolUse = { total: 0, idle: 0, waiting: 0 }
        for (const source of poolSources) {
          const use = source()
          sum.total += use.total
          sum.idle += use.idle
          sum.waiting += use.waiting
        }
        this.set({ state: 'total' }, sum.total)
        this.set({ state: 'idle' }, sum.idle)
        this.set({ state: 'waiting' }, sum.waiting)
      },
    }),
  }
}

type ShopMetrics = ReturnType<typeof defineMetrics>

/**
 * Every series of a fixed label starts at 0, so that a scrape shows it before its first event and an alert's
 * `increase()` sees the first failure rather than a series appearing.
 */
function startCountersAtZero({
  ordersPlaced,
  payments,
  refunds,
  mailsQueued,
  mailsFailed,
  responseCache,
}: ShopMetrics) {
  for (const method of PAYMENT_METHODS) ordersPlaced.inc({ payment_method: method }, 0)
  for (const outcome of PAYMENT_OUTCOMES) payments.inc({ outcome }, 0)
  for (const outcome of REFUND_OUTCOMES) refunds.inc({ outcome }, 0)
  for (const kind of MAIL_KINDS) {
    mailsQueued.inc({ kind }, 0)
    mailsFailed.inc({ kind }, 0)
  }
  for (const result of RESPONSE_CACHE_RESULTS) responseCache.inc({ result }, 0)
}

/**
 * Once per process, however many apps it builds (tests build dozens) and however often a test runner
 * evaluates this file: a second set would split the counts between the modules that count and the route that
 * reports.
 */
const PROCESS_KEY = Symbol.for('animeverse-shop.metrics')
const processGlobal = globalThis as typeof globalThis & { [PROCESS_KEY]?: ShopMetrics }
const metrics: ShopMetrics = (processGlobal[PROCESS_KEY] ??= (() => {
  const defined = defineMetrics()
  startCountersAtZero(defined)
  return defined
})())

/** The registry a scrape reads; with WORKERS > 1 the one each worker hands its primary. */
export const metricsRegistry: Registry = metrics.registry

/** Node's own metrics (event-loop delay, heap, CPU, handles), started by the first app of the process. */
export function startDefaultMetrics(): void {
  if (metrics.defaultMetricsStarted) return
  metrics.defaultMetricsStarted = true
  collectDefaultMetrics({ register: metrics.registry })
}

export function observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
  metrics.requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds)
}

export function countOrderPlaced(paymentMethod: PaymentMethod): void {
  metrics.ordersPlaced.inc({ payment_method: paymentMethod })
}

export function countPayment(outcome: PaymentOutcome): void {
  metrics.payments.inc({ outcome })
}

export function countRefund(outcome: RefundOutcome): void {
  metrics.refunds.inc({ outcome })
}

export function countMailQueued(kind: MailKind): void {
  metrics.mailsQueued.inc({ kind })
}

export function countMailFailed(kind: MailKind): void {
  metrics.mailsFailed.inc({ kind })
}

export function countResponseCache(result: ResponseCacheResult): void {
  metrics.responseCache.inc({ result })
}

/** Reports a database pool in the pool gauge (summed with any other of the process) until the returned stop. */
export function watchDatabasePool(source: () => PoolUse): () => void {
  metrics.poolSources.add(source)
  return () => {
    metrics.poolSources.delete(source)
  }
}
