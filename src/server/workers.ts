import cluster, { type Worker } from 'node:cluster'
import { answerMetricsRequests, workersMetricsAggregator } from './cluster-metrics'
import { answerCountRequests, RateLimitCounters } from './cluster-rate-limits'
import { isChangeMessage } from './changes/transports'

/**
 * WORKERS=N: the primary process prepares the database once (migrations, seed, admin account), then starts
 * N copies of the server with node:cluster; they share the port (the primary hands out connections in
 * turn) and the database (SQLite's file in WAL mode, its writers taking turns through BEGIN IMMEDIATE and the
 * busy timeout; or PostgreSQL). The primary serves nothing itself: it relays the workers' changes (`changes/`),
 * counts their rate limits when there is no Redis (`cluster-rate-limits.ts`), sums their metrics for a scrape
 * (`cluster-metrics.ts`), replaces a worker that dies, and on SIGTERM/SIGINT lets each worker drain its
 * requests before it exits.
 */

/** A worker that ends within this of its start, this many times in a row, is not restarted: the shop stops. */
const CRASH_LOOP_WINDOW_MS = 10_000
const CRASH_LOOP_LIMIT = 3
const RESTART_DELAY_MS = 1_000

export type WorkerOptions = {
  count: number
  /** How long a worker may drain its requests after SIGTERM before the primary kills it. */
  shutdownGraceMs: number
  log?: (line: string) => void
}

/** Runs in the primary: starts `count` workers and keeps them running until SIGTERM/SIGINT. */
export function runWorkers({ count, shutdownGraceMs, log = console.log }: WorkerOptions): void {
  let stopping = false
  let exitCode = 0
  const startedAt = new Map<Worker, number>()
  const quickExits: number[] = []
  // Kept by the primary, so a replaced worker does not hand an address a fresh allowance.
  const rateLimits = new RateLimitCounters()
  // A scrape of any worker answers the sum of all of them, gathered here.
  const metrics = workersMetricsAggregator()

  const start = () => {
    const worker = cluster.fork()
    startedAt.set(worker, Date.now())
    // A worker's change goes to every other worker (it has told its own subscribers already). A worker that has
    // just gone: without a callback the failed send would be an unhandled 'error' event.
    worker.on('message', (message: unknown) => {
      if (!isChangeMessage(message)) return
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other !== worker && other.isConnected()) other.send(message, undefined, () => {})
    })
    answerCountRequests(worker, rateLimits)
    answerMetricsRequests(worker, metrics)
  }

  const stop = (reason: string, code: number) => {
    if (stopping) return
    stopping = true
    exitCode = code
    const running = Object.keys(cluster.workers ?? {}).length
    // No worker left to wait for (they all ended at once): no 'exit' event will come to end the primary.
    if (running === 0) {
      log(`${reason}: no worker left, exiting with code ${code}`)
      process.exit(code)
    }
    log(`${reason}: stopping ${running} worker(s), letting them drain`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
    }, shutdownGraceMs + 5_000).unref()
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    if (stopping) {
      if (code !== 0 && code !== null) exitCode = exitCode || 1
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode)
      return
    }
    log(
      `worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}) after ${Math.round(lived / 1000)} s`,
    )
    if (lived < CRASH_LOOP_WINDOW_MS) quickExits.push(Date.now())
    else quickExits.length = 0
    if (quickExits.length >= CRASH_LOOP_LIMIT) {
      stop('workers keep ending right after they start', 1)
      return
    }
    // Not unref()'d: when every worker has ended at once, this timer is all that keeps the primary alive;
    // without it the primary would exit 0 and systemd's Restart=on-failure would leave the shop down.
    setTimeout(() => {
      if (!stopping) start()
    }, RESTART_DELAY_MS)
  })

  process.on('SIGTERM', () => stop('SIGTERM', 0))
  process.on('SIGINT', () => stop('SIGINT', 0))
  for (let index = 0; index < count; index += 1) start()
  log(`primary ${process.pid}: ${count} workers sharing the port`)
}
