import cluster from 'node:cluster'
import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { connectDatabase, connectionOptionsFor, type DatabaseConnection } from './db/connection'
import { migrateToLatest } from './db/migrate'
import { hasAnyProduct } from './modules/products'
import { ensureAdminAccount } from './modules/auth'
import { primaryMetricsReader } from './cluster-metrics'
import { primaryRateLimitCounter } from './cluster-rate-limits'
import { runWorkers } from './workers'

/**
 * What a harness adds to the shop it runs (the journeys' server, scripts/e2e-shop.ts): the app's clock, and routes
 * of its own registered before it listens. `npm start` (main.ts) adds nothing.
 */
export type ShopExtras = {
  app?: Pick<AppConfig, 'clock'>
  beforeListen?: (app: FastifyInstance) => void | Promise<void>
}

/** Long enough for a checkout (a PhonePe call has a 10 s time-out) to finish; shorter than systemd's 90 s. */
const SHUTDOWN_GRACE_MS = 15_000

const IDLE_SWEEP_INTERVAL_MS = 100

/** Migrations, the demo seed and the admin account: once per start, before any request is served. */
async function prepareDatabase(config: Config, connection: DatabaseConnection): Promise<void> {
  await migrateToLatest(connection)
  // The seed and its catalogue data are loaded only for an empty catalogue, so other starts skip them.
  if (config.seedDemo && !(await hasAnyProduct(connection.db))) {
    const started = Date.now()
    const { seedDemoCatalogue } = await import('./seed/seed-demo-catalogue')
    const seeded = await seedDemoCatalogue(connection.db, {
      onStart: () => console.log('Seeding the demo catalogue into the empty shop (first start only)…'),
    })
    if (seeded.products > 0)
      console.log(
        `Seeded the demo catalogue: ${seeded.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
  }
  if (config.admin) await ensureAdminAccount(connection.db, config.admin)
}

/** WORKERS > 1, in the primary: prepare the database once, then start the workers that serve. */
async function startPrimary(config: Config): Promise<void> {
  const connection = connectDatabase(connectionOptionsFor(config))
  try {
    await prepareDatabase(config, connection)
  } finally {
    await connection.close()
  }
  runWorkers({ count: config.workers, shutdownGraceMs: SHUTDOWN_GRACE_MS })
}

/** Serves the shop in this process: alone (WORKERS=1), or as one of the primary's workers. */
async function serve(config: Config, extras: ShopExtras): Promise<void> {
  const connection = connectDatabase(connectionOptionsFor(config))
  // A worker's primary has prepared the database already.
  if (cluster.isPrimary) await prepareDatabase(config, connection)

  // Loaded here, not at the top: a WORKERS primary never serves, and keeps its memory small without it.
  const { buildApp } = await import('./app')
  // Without Redis the workers count their rate limits in the primary, so that the limit holds across them.
  const countInPrimary = cluster.isWorker && !config.redisUrl
  // A scrape reaching one worker answers for all of them: the primary sums every worker's metrics.
  const readMetrics = cluster.isWorker
    ? primaryMetricsReader((await import('./metrics')).metricsRegistry)
    : undefined
  const app = await buildApp(
    {
      ...config,
      ...(countInPrimary ? { rateLimitCounter: primaryRateLimitCounter() } : {}),
      ...(readMetrics ? { readMetrics } : {}),
      ...extras.app,
    },
    connection,
  )
  /** What a worker was told to stop by (its signals reach it through `drain` below). */
  let workerSignal: string | undefined
  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish (keep-alive requests arriving meanwhile
  // get 503), then close the database so SQLite checkpoints its WAL; exit 0. A crash is logged, closed the
  // same way and exits 1. Whatever has not finished within the grace period is cut off.
  const shutdown = closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: false,
      // A worker hears a terminal's Ctrl+C and its primary's SIGTERM both: the second must not cut it short.
      ...(cluster.isWorker ? { skip: ['SIGINT', 'SIGTERM'] } : {}),
      onTimeout: (delay) => app.log.error(`requests still running after ${delay} ms were cut off`),
    },
    async ({ signal, err }) => {
      // First, so that a load balancer asking /api/health/ready from now on is told to route elsewhere.
      app.markDraining()
      if (err) app.log.fatal({ err }, 'the shop stopped on an unexpected error')
      else app.log.info({ signal: signal ?? workerSignal }, 'shutting down: draining requests')
      // node closes idle keep-alive connections once, when closing starts; a connection whose request
      // finishes later would hold the exit until its keep-alive time-out, so the sweep repeats.
      const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_INTERVAL_MS)
      await app.close()
      clearInterval(idleSweep)
      await connection.close()
    },
  )
  if (cluster.isWorker) {
    const drain = (signal: string) => {
      if (workerSignal) return
      workerSignal = signal
      void shutdown.close()
    }
    process.on('SIGTERM', () => drain('SIGTERM'))
    process.on('SIGINT', () => drain('SIGINT'))
    // The primary is gone (killed outright): nobody hands this worker connections any more.
    process.on('disconnect', () => drain('disconnect'))
  }

  await extras.beforeListen?.(app)
  await app.listen({ port: config.port, host: config.host })
  if (cluster.isPrimary || cluster.worker?.id === 1)
    app.log.info(
      config.mail.smtp
        ? `mail: sending over ${new URL(config.mail.smtp.url).host} from ${config.mail.smtp.from}`
        : 'mail: no SMTP_URL set, so mails are kept in the admin outbox (Messages → Outbox), not sent',
    )
}

/**
 * Loads the environment and runs the shop: a WORKERS primary, or the process that serves. A harness's extras live
 * in each process that serves, so a harness keeping state in them (the journeys' clock) runs with WORKERS=1, as
 * scripts/e2e-server.mjs starts it.
 */
export async function runShop(extras: ShopExtras = {}): Promise<void> {
  try {
    const config = loadConfig()
    await (cluster.isPrimary && config.workers > 1 ? startPrimary(config) : serve(config, extras))
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
    } else {
      console.error('The shop could not start:', error instanceof Error ? error.message : error)
    }
    process.exit(1)
  }
}
