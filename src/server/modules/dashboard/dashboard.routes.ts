import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminStatsSchema } from '@common/schemas/admin-stats'
import { getAdminStats } from './dashboard.service'

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    { onRequest: app.requireAdmin, schema: { response: { 200: adminStatsSchema } } },
    async () => getAdminStats(app.db),
  )
}
