import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '@common/schemas/common'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import {
  createReturnInputSchema,
  returnListQuerySchema,
  returnListResponseSchema,
  returnRequestSchema,
  returnSettingsSchema,
  updateReturnInputSchema,
} from '@common/schemas/returns'
import { adminSecurity, signedInSecurity } from '../../plugins/openapi-route-docs'
import { auditActorOf } from '../audit/audit.service'
import type { Lifecycle } from '../order-lifecycle/lifecycle-context'
import { requestReturn, updateReturn } from '../order-lifecycle/returning'
import { readReturnSubmission, RETURN_PHOTO_FIELD } from './return-submission'
import { getReturnSettings, listReturns, saveReturnSettings } from './returns.service'

/**
 * Returns: the shopper's request on their delivered order, and the admin's list, decisions and return window.
 * Asking and deciding cross modules (the order, photos, stock, refunds), so those two routes hand over to the
 * order lifecycle; the list and the settings are this module's own.
 */
export const returnRoutes: FastifyPluginAsyncZod<{ lifecycle: Lifecycle }> = async (app, { lifecycle }) => {
  app.post(
    '/orders/my-orders/:id/returns',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Returns'],
        summary: 'Ask to return items of your delivered order',
        description:
          'A multipart form: `items` as JSON text `[{product, qty}]`, `reason`, `note`, and up to five pictures in `photos` (required for `damaged` and `wrong-item`; checked, re-encoded and stripped of location data like any upload). JSON without photos is taken too. Within the return window after delivery (`returnDeadline` on the order).',
        security: signedInSecurity,
        documentedBody: {
          schema: createReturnInputSchema,
          contentTypes: ['multipart/form-data', 'application/json'],
          fileFields: [RETURN_PHOTO_FIELD],
        },
        documentedErrors: {
          400: 'More than was bought, a missing photo, more than five photos, or a file that is not a picture',
          404: 'No such order of yours',
          409: 'The order is not delivered, or its return window has closed',
        },
        params: idParamsSchema,
        response: { 201: returnRequestSchema },
      },
    },
    async (request, reply) => {
      const submission = await readReturnSubmission(request)
      const created = await requestReturn(
        lifecycle,
        { orderId: request.params.id, userId: request.user.id, submission },
        app.mailContextOf(request),
      )
      return reply.code(201).send(created)
    },
  )

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
    async (request) => saveReturnSettings(app.db, auditActorOf(request), request.body, lifecycle.clock()),
  )

  app.put(
    '/returns/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Returns'],
        summary: 'Approve, reject or receive a return',
        description:
          "`requested` → `approved` or `rejected` (with a `note` the shopper reads); `approved` → `received`, putting `restock` quantities back on sale and refunding `refundAmount` through the order's refunds, with a GST credit note (an order not paid online: `refundMethod` and `refundReference`). Asking again answers 409 and changes nothing.",
        security: adminSecurity,
        documentedErrors: {
          404: 'No such return request',
          409: 'The return cannot move to that status, the order was not paid, or the refund is more than what is left to refund',
        },
        params: idParamsSchema,
        body: updateReturnInputSchema,
        response: { 200: returnRequestSchema },
      },
    },
    async (request) =>
      updateReturn(
        lifecycle,
        request.params.id,
        request.body,
        auditActorOf(request),
        app.mailContextOf(request),
      ),
  )
}
