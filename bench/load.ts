import autocannon, { type Request } from 'autocannon'
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js'
import type { BenchRequest } from './recorded-answer'

/** The same request every time, or a new one for each request (orders: another shopper, other products). */
export type LoadRequest = BenchRequest | (() => BenchRequest)

export type LoadOptions = {
  connections: number
  warmupSeconds: number
  seconds: number
  /** The answers whose latency p50 and p99 describe (2xx by default): quick refusals would flatter them. */
  isSuccess?: (status: number) => boolean
}

export type StatusCounts = Record<number, number>

/** Sees every answer's status and body (orders: which were accepted). */
export type AnswerListener = (status: number, body: string) => void

export type LoadResult = {
  /** How long the measured run lasted, in seconds. */
  seconds: number
  /** Answers by status code, measured run only. */
  statuses: StatusCounts
  /** Connection errors and time-outs, measured run only. */
  socketErrors: number
  /** Latency of the successful answers (see `isSuccess`); 0 when there was none. */
  p50Ms: number
  p99Ms: number
  /** Answers by status code during the warm-up (orders placed then count for the stock check). */
  warmupStatuses: StatusCounts
}

interface PendingAnswer {
  req?: { onResponse?: unknown }
  body: string
}

/**
 * autocannon 8 appends every body chunk to a string (`body += chunk`), decoding each as UTF-8 whether or not
 * anyone reads the body. On a 65 kB brotli asset that decoding, not the server, was the limit: about 1,400
 * answers a second from any server, bare node:http included, with a p99 set by the queue of 50 connections.
 * Bodies are now kept only for requests with a listener (the orders' `onResponse` reads them).
 */
function keepBodiesOnlyWhenRead(): void {
  const Queue = PipelinedRequestsQueue as {
    prototype: { peek(): PendingAnswer | undefined; addBody(chunk: Buffer): void }
  }
  if (typeof Queue.prototype.addBody !== 'function') throw new Error('autocannon changed: addBody is gone')
  Queue.prototype.addBody = function addBody(chunk) {
    const pending = this.peek()
    if (pending && typeof pending.req?.onResponse === 'function') pending.body += chunk.toString()
  }
}
keepBodiesOnlyWhenRead()

function autocannonRequest(load: LoadRequest, onAnswer: AnswerListener | undefined): Request {
  const listener = onAnswer ? { onResponse: onAnswer } : {}
  if (typeof load !== 'function') {
    return {
      ...listener,
      method: load.method,
      path: load.path,
      headers: { ...load.headers },
      ...(load.body === undefined ? {} : { body: load.body }),
    }
  }
  return {
    ...listener,
    setupRequest: (request) => {
      const next = load()
      return {
        ...request,
        method: next.method,
        path: next.path,
        headers: { ...next.headers },
        ...(next.body === undefined ? {} : { body: next.body }),
      }
    },
  }
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

/**
 * `connections` keep-alive connections, each sending its next request as soon as the last is answered,
 * for `warmupSeconds + seconds` in one run. Only answers arriving in the last `seconds` are counted: the
 * warm-up (JIT, caches, connection set-up) flows straight into the measured part, so no request queued
 * in the warm-up is left waiting in the server when the counting starts, as a separate warm-up run would.
 */
export async function runLoad(
  url: string,
  load: LoadRequest,
  options: LoadOptions,
  onAnswer?: AnswerListener,
): Promise<LoadResult> {
  const isSuccess = options.isSuccess ?? ((status: number) => status >= 200 && status <= 299)
  const startedAt = performance.now()
  const measureFrom = startedAt + options.warmupSeconds * 1000
  const statuses: StatusCounts = {}
  const warmupStatuses: StatusCounts = {}
  const latencies: number[] = []
  let socketErrors = 0
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.warmupSeconds + options.seconds,
    requests: [autocannonRequest(load, onAnswer)],
  })
  instance.on('response', (_client: unknown, status: number, _bytes: number, milliseconds: number) => {
    if (performance.now() < measureFrom) {
      warmupStatuses[status] = (warmupStatuses[status] ?? 0) + 1
      return
    }
    statuses[status] = (statuses[status] ?? 0) + 1
    if (isSuccess(status)) latencies.push(milliseconds)
  })
  instance.on('reqError', () => {
    if (performance.now() >= measureFrom) socketErrors += 1
  })
  await instance
  const finishedAt = performance.now()
  const sorted = Float64Array.from(latencies).sort()
  return {
    seconds: Math.max(0, (finishedAt - measureFrom) / 1000),
    statuses,
    socketErrors,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    warmupStatuses,
  }
}

/** Answers with a status in [from, to]. */
export function countStatuses(statuses: StatusCounts, from: number, to: number): number {
  return Object.entries(statuses)
    .filter(([status]) => Number(status) >= from && Number(status) <= to)
    .reduce((sum, [, count]) => sum + count, 0)
}
