import fastifyUnderPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { RETRY_AFTER_SECONDS } from './error-handling'

export type OverloadLimits = {
  /** Mean event-loop delay above which new requests are refused rather than queued. */
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
