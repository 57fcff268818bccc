import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import { answerWorkerQuestions, primaryAsker, type PrimaryChannel, type WorkerChannel } from './ask-primary'

export type { PrimaryChannel, WorkerChannel } from './ask-primary'

/**
 * Rate limits shared by the WORKERS processes when there is no Redis. Workers counting alone would let an
 * address try the limit once per worker (10 sign-ins a minute become 20 with two), so each worker asks the
 * primary to count: the primary, which serves nothing, keeps every counter with its window in memory and
 * answers each request by its id over the cluster's IPC channel. With REDIS_URL Redis counts instead, and a
 * single process counts in its own memory (@fastify/rate-limit's local store).
 */

/**
 * The primary answers within a millisecond; an attempt it has not counted by then passes uncounted, as while
 * Redis is lost: signing in must not hang on the counter.
 */
export const PRIMARY_ANSWER_TIMEOUT_MS = 1_000

/** Ended windows are dropped at most this often: memory holds about one window's worth of addresses. */
const PRUNE_INTERVAL_MS = 60_000

/** The attempts counted in the key's window so far, this one included, and the milliseconds the window has left. */
export type RateLimitCount = { current: number; ttl: number }

/** Counts one attempt under `key` in a window of `timeWindowMs` that begins with the key's first attempt. */
export type RateLimitCounter = (key: string, timeWindowMs: number) => Promise<RateLimitCount>

type CountRequest = { shop: 'rate-limit'; id: number; key: string; timeWindowMs: number }
type CountAnswer = { shop: 'rate-limit-count'; id: number } & RateLimitCount

/** In the primary: one counter per key (route and client address) with the end of its window. */
export class RateLimitCounters {
  private readonly counters = new Map<string, { count: number; windowEndsAt: number }>()
  private nextPruneAt = 0

  increment(key: string, timeWindowMs: number, now = Date.now()): RateLimitCount {
    this.pruneWhenDue(now)
    let counter = this.counters.get(key)
    if (!counter || counter.windowEndsAt <= now) {
      counter = { count: 0, windowEndsAt: now + timeWindowMs }
      this.counters.set(key, counter)
    }
    counter.count += 1
    return { current: counter.count, ttl: counter.windowEndsAt - now }
  }

  /** Keys held, ended windows not yet pruned included. */
  get size(): number {
    return this.counters.size
  }

  private pruneWhenDue(now: number): void {
    if (now < this.nextPruneAt) return
    this.nextPruneAt = now + PRUNE_INTERVAL_MS
    for (const [key, counter] of this.counters) if (counter.windowEndsAt <= now) this.counters.delete(key)
  }
}

/** In the primary: counts the attempts `worker` asks about and answers it alone. */
export function answerCountRequests(worker: WorkerChannel, counters: RateLimitCounters): void {
  answerWorkerQuestions(worker, isCountRequest, (request) => ({
    shop: 'rate-limit-count',
    ...counters.increment(request.key, request.timeWindowMs),
  }))
}

/**
 * In a worker: counts through the primary. Rejects when there is no primary to ask (it has gone; the worker
 * is draining) or it has not answered within `timeoutMs`; an answer arriving later is ignored.
 */
export function primaryRateLimitCounter(
  channel: PrimaryChannel = process,
  timeoutMs = PRIMARY_ANSWER_TIMEOUT_MS,
): RateLimitCounter {
  const ask = primaryAsker<Omit<CountRequest, 'id'>, CountAnswer>(channel, {
    isAnswer: isCountAnswer,
    timeoutMs,
    noPrimaryMessage: 'no primary process to count with',
  })
  return async (key, timeWindowMs) => {
    const { current, ttl } = await ask({ shop: 'rate-limit', key, timeWindowMs })
    return { current, ttl }
  }
}

/** What @fastify/rate-limit hands a store's `child`: the merged limits and, as `routeInfo`, the route. */
type RouteLimits = { routeInfo: { method: string | string[]; url: string } }

/**
 * @fastify/rate-limit's store over `count`, one per route with the route in the key (as its Redis store
 * does). A counter that fails is logged once, and once more when it counts again; meanwhile the plugin's
 * `skipOnError` lets the attempts pass.
 */
export function rateLimitStoreCountingWith(
  count: RateLimitCounter,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  let failing = false
  // Constructed by the plugin with its options, which the counter does not need; `child` sets the prefix.
  class CountingStore {
    prefix = ''

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitCount) => void,
      timeWindowMs: number,
    ): void {
      count(this.prefix + key, timeWindowMs).then(
        (result) => {
          if (failing) log.info('rate limits: counting again')
          failing = false
          callback(null, result)
        },
        (error: Error) => {
          if (!failing)
            log.error(`rate limits: cannot count (${error.message}); attempts pass uncounted meanwhile`)
          failing = true
          callback(error)
        },
      )
    }

    child({ routeInfo }: RouteLimits): CountingStore {
      const store = new CountingStore()
      store.prefix = `${this.prefix}${String(routeInfo.method)}${routeInfo.url}-`
      return store
    }
  }
  // The plugin's types leave out what it passes: the window to `incr` and the route to `child`.
  return CountingStore as unknown as FastifyRateLimitStoreCtor
}

function isCountRequest(message: unknown): message is CountRequest {
  const request = message as Partial<CountRequest> | null
  return (
    typeof request === 'object' &&
    request !== null &&
    request.shop === 'rate-limit' &&
    typeof request.id === 'number' &&
    typeof request.key === 'string' &&
    typeof request.timeWindowMs === 'number'
  )
}

function isCountAnswer(message: unknown): message is CountAnswer {
  const answer = message as Partial<CountAnswer> | null
  return (
    typeof answer === 'object' &&
    answer !== null &&
    answer.shop === 'rate-limit-count' &&
    typeof answer.id === 'number' &&
    typeof answer.current === 'number' &&
    typeof answer.ttl === 'number'
  )
}
