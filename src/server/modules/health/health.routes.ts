import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pingDatabase } from '../../db/ping'
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handling'
import { ANSWERED_UNDER_PRESSURE } from '../../plugins/overload'

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') })
const unavailableSchema = z.object({ status: z.literal('unavailable'), database: z.literal('down') })
const liveSchema = z.object({ status: z.literal('ok') })
const readySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  migrations: z.literal('applied'),
})
const NOT_READY_REASONS = ['draining', 'overloaded', 'database-down', 'migrations-pending'] as const
const notReadySchema = z.object({ status: z.literal('unavailable'), reason: z.enum(NOT_READY_REASONS) })

export type HealthRoutesOptions = {
  /** The migrations of this build the database has not applied (db/migrate.ts, with the app's schema). */
  pendingMigrations: () => Promise<string[]>
}

/**
 * For load balancers, process supervisors and the start scripts. `/health/live`: the process runs and its
 * event loop answers (restart it otherwise). `/health/ready`: it should be sent requests — the database
 * answers, every migration of this build is applied, it is not overloaded and not shutting down. `/health`: the database
 * answers (kept as it was for the scripts that use it).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Whether the shop can reach its database',
        response: { 200: healthSchema, 503: unavailableSchema },
      },
    },
    async (request, reply) => {
      if (await pingDatabase(app.db)) return { status: 'ok' as const, database: 'up' as const }
      request.log.warn('health check: database down')
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, database: 'down' as const })
    },
  )

  app.get(
    '/health/live',
    {
      config: ANSWERED_UNDER_PRESSURE,
      schema: {
        tags: ['Health'],
        summary: 'Whether the process runs (a failing answer means: restart it)',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/health/ready',
    {
      // Answered here even when the process is busy, with the reason rather than the shop's own 503.
      config: ANSWERED_UNDER_PRESSURE,
      schema: {
        tags: ['Health'],
        summary:
          'Whether to send this instance requests: database up, migrations applied, not busy or stopping',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (request, reply) => {
      const reason = await notReadyReason()
      if (!reason) return { status: 'ok' as const, database: 'up' as const, migrations: 'applied' as const }
      if (reason === 'database-down' || reason === 'migrations-pending')
        request.log.warn({ reason }, 'readiness check: not ready')
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, reason })
    },
  )

  async function notReadyReason(): Promise<(typeof NOT_READY_REASONS)[number] | undefined> {
    if (app.draining) return 'draining'
    if (app.isUnderPressure()) return 'overloaded'
    if (!(await pingDatabase(app.db))) return 'database-down'
    let pending: string[]
    try {
      pending = await options.pendingMigrations()
    } catch {
      return 'database-down'
    }
    if (pending.length > 0) return 'migrations-pending'
    // Asked again after the database: a shutdown that began meanwhile must not be answered ready.
    return app.draining ? 'draining' : undefined
  }
}
