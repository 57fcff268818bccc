import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { staffSecurity } from '../../plugins/openapi-route-docs'
import { idParamsSchema } from '@common/schemas/common'
import {
  NOTIFY_ME_MESSAGE,
  notifyMeInputSchema,
  notifyMeResponseSchema,
  stockAlertCountsResponseSchema,
} from '@common/schemas/stock-alerts'
import { NotFoundError } from '../../errors'
import { findProduct, isShownToShoppers } from '../products'
import { subscribeToRestock, waitingCounts } from './stock-alerts.service'

export const stockAlertRoutes: FastifyPluginAsyncZod<{
  rateLimitPerMinute: number
  clock?: () => Date
}> = async (app, options) => {
  app.post(
    '/products/:id/notify-me',
    {
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['Stock alerts'],
        summary:
          'Be e-mailed once when a sold-out product (or one variant of it) is back in stock, or a teaser goes on sale',
        params: idParamsSchema,
        body: notifyMeInputSchema,
        response: { 201: notifyMeResponseSchema },
      },
    },
    async (request, reply) => {
      const product = await findProduct(app.db, request.params.id)
      if (!product || !isShownToShoppers(product)) throw new NotFoundError('Product not found')
      await subscribeToRestock(
        app.db,
        product,
        request.body.email,
        options.clock?.(),
        request.body.variant,
      )
      return reply.code(201).send({ success: true as const, message: NOTIFY_ME_MESSAGE })
    },
  )

  app.get(
    '/stock-alerts',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Stock alerts'],
        summary: 'Shoppers waiting per sold-out product',
        security: staffSecurity,
        response: { 200: stockAlertCountsResponseSchema },
      },
    },
    async () => ({ success: true as const, waiting: await waitingCounts(app.db) }),
  )
}
