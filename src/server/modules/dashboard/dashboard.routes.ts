import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminStatsSchema } from '@common/schemas/admin-stats'
import { getAdminStats } from './dashboard.service'
import { adminSecurity } from '../../plugins/openapi-route-docs'

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      onRequest: app.requireAdmin,
      // Kept between writes, but never past a minute: the figures are of "this month" and "the last 30 days".
      config: { responseCache: { maxAgeMs: 60_000 } },
      schema: {
        tags: ['Dashboard'],
        summary:
          "The dashboard's figures: sales, orders, products, customers, growth, 30 days, low stock, top sellers",
        security: adminSecurity,
        response: { 200: adminStatsSchema },
      },
    },
    async () => getAdminStats(app.db),
  )
}
