import fastifyUnderPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { RETRY_AFTER_SECONDS } from './error-handling'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's handler for the route; one that returns nothing lets the request through. */
    pressureHandler?: () => undefined
  }
}

/**
 * For the routes that must answer most when the process is busy: liveness (a busy process is not a dead one,
 * and restarting it would drop every request it holds), readiness (which says `overloaded` itself) and the
 * metrics (the scrape that shows the overload).
 */
export const ANSWERED_UNDER_PRESSURE = { pressureHandler: () => undefined }

export type OverloadLimits = {
  /** Mean event-loop delay above which new requests are refused rather than queued; 0 turns the check off. */
  maxEventLoopDelayMs?: number
  /** Heap in use above which new requests are refused; unset means no limit. */
  maxHeapUsedBytes?: number
  /** How often the process is measured. */
  sampleIntervalMs?: number
}

/**
 * A second of mean event-loop delay means every request already waits a second before it starts:
 * past that, queueing more only makes every answer late, so the shop answers 503 with Retry-After and
 * a client (or nginx) retries. Event-loop utilisation is not used: a busy single process sits near 1.0
 * under ordinary peaks and would refuse work it can do.
 */
const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000
const DEFAULT_SAMPLE_INTERVAL_MS = 1_000

export async function registerOverloadProtection(
  app: FastifyInstance,
  limits: OverloadLimits = {},
): Promise<void> {
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
    ...(limits.maxHeapUsedBytes ? { maxHeapUsedBytes: limits.maxHeapUsedBytes } : {}),
    sampleInterval: limits.sampleIntervalMs ?? DEFAULT_SAMPLE_INTERVAL_MS,
    retryAfter: RETRY_AFTER_SECONDS,
  })
}
