import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { MetricsReader, MetricsText } from '../cluster-metrics'
import type { PoolUse } from '../db/connection'
import {
  countResponseCache,
  metricsRegistry,
  observeRequest,
  startDefaultMetrics,
  UNMATCHED_ROUTE,
  watchDatabasePool,
} from '../metrics'
import { ANSWERED_UNDER_PRESSURE } from './overload'

export const METRICS_PATH = '/metrics'
export const METRICS_TOKEN_REQUIRED_MESSAGE = 'A valid metrics token is required'
const GATHER_FAILED_MESSAGE = 'The metrics could not be gathered. Please try again.'

export type MetricsOptions = {
  /** METRICS_TOKEN; unset, /metrics answers 404 as an unknown path does. */
  token: string | undefined
  /** The database pool this app queries, for the pool gauge. */
  poolUse: (() => PoolUse) | undefined
  /** Where a scrape's text comes from: the primary's sum in a WORKERS process; this process's otherwise. */
  readMetrics: MetricsReader | undefined
}

/** This process's own metrics. */
export const readOwnMetrics: MetricsReader = async () => ({
  contentType: metricsRegistry.contentType,
  text: await metricsRegistry.metrics(),
})

/**
 * `GET /metrics` in Prometheus' text format behind `Authorization: Bearer $METRICS_TOKEN`, and the request
 * duration of every answer, labelled with its route's pattern (`/api/products/:id`) and status: Fastify's through
 * its `onResponse` hook, the front server's own through its answer observers (a kept read it writes is a cache hit).
 */
export function installMetrics(app: FastifyInstance, options: MetricsOptions): void {
  startDefaultMetrics()
  if (options.poolUse) {
    const stopWatching = watchDatabasePool(options.poolUse)
    app.addHook('onClose', async () => stopWatching())
  }
  app.frontServer.onAnswer((answer) => {
    observeRequest(answer.request.method ?? 'GET', answer.route, answer.statusCode, answer.elapsedMs / 1000)
    if (answer.source === 'response cache') countResponseCache('hit')
  })
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    )
    done()
  })

  const expected = options.token === undefined ? undefined : digestOf(options.token)
  const readMetrics = options.readMetrics ?? readOwnMetrics
  app.get(METRICS_PATH, { config: ANSWERED_UNDER_PRESSURE }, async (request, reply) => {
    if (!expected)
      return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${METRICS_PATH}` })
    if (!bearerMatches(request.headers.authorization, expected))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: METRICS_TOKEN_REQUIRED_MESSAGE })
    let metrics: MetricsText
    try {
      metrics = await readMetrics()
    } catch (error) {
      request.log.warn({ err: error }, 'metrics: could not gather them')
      return reply.code(503).send({ success: false, message: GATHER_FAILED_MESSAGE })
    }
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(metrics.text)
  })
}

/** Digests of equal length, so that the comparison takes the same time whatever the token sent. */
function digestOf(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

function bearerMatches(authorization: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '')
  return match !== null && timingSafeEqual(digestOf(match[1]!), expected)
}
