import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import {
  returnListQuerySchema,
  returnListResponseSchema,
  returnPolicySchema,
  returnSettingsSchema,
} from '@common/schemas/returns'
import { adminSecurity } from '../../plugins/openapi-route-docs'
import { auditActorOf } from '../audit'
import { listReturns } from './return-reads'
import { getReturnSettings, saveReturnSettings } from './return-settings'

/**
 * Returns: the admin's list and return window. Asking for a return and deciding one cross modules (the order,
 * photos, stock, refunds), so those two routes are the order lifecycle's (flows/returning.routes.ts),
 * which imports this module and not the other way round.
 */
export const returnRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, { clock }) => {
  app.get(
    '/returns',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Returns'],
        summary: 'Return requests, newest first, paged, optionally of one status',
        description: '`waiting` counts the requests not yet approved or rejected.',
        security: adminSecurity,
        querystring: returnListQuerySchema,
        response: { 200: returnListResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, offset } = toOffsetLimit(request.query)
      const { returns, total, waiting } = await listReturns(app.db, {
        status: request.query.status,
        limit,
        offset,
      })
      return { returns, waiting, ...toPage(total, page, limit) }
    },
  )

  // Static paths: Fastify's router prefers them to /returns/:id whatever the order of registration.
  app.get(
    '/returns/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Returns'],
        summary: 'The return window: days after delivery a return may be asked for',
        security: adminSecurity,
        response: { 200: returnSettingsSchema },
      },
    },
    async () => getReturnSettings(app.db),
  )

  app.get(
    '/returns/policy',
    {
      // The same for everyone and shows no stock: kept until a change, such as the admin saving a new window.
      config: { responseCache: { stock: 'none' } },
      schema: {
        tags: ['Returns'],
        summary:
          "The return window as the shop's pages state it: days after delivery a return may be asked for",
        response: { 200: returnPolicySchema },
      },
    },
    async () => getReturnSettings(app.db),
  )

  app.put(
    '/returns/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Returns'],
        summary: 'Set the return window (days, decimals allowed)',
        security: adminSecurity,
        body: returnSettingsSchema,
        response: { 200: returnSettingsSchema },
      },
    },
    async (request) => saveReturnSettings(app.db, auditActorOf(request), request.body, clock()),
  )
}
