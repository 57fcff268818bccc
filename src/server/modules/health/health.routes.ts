import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pingDatabase } from '../../db/ping'
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handling'

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') })
const unavailableSchema = z.object({ status: z.literal('unavailable'), database: z.literal('down') })

/** For load balancers and the start scripts: 200 only while the shop can reach its database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
}
