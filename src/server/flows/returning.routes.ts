import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '@common/schemas/common'
import {
  createReturnInputSchema,
  returnRequestSchema,
  updateReturnInputSchema,
} from '@common/schemas/returns'
import { adminSecurity, signedInSecurity } from '../plugins/openapi-route-docs'
import { auditActorOf } from '../modules/audit'
import { readReturnSubmission, RETURN_PHOTO_FIELD } from '../modules/returns'
import type { Lifecycle } from './lifecycle-context'
import { requestReturn, updateReturn } from './returning'

/**
 * A return asked for by the shopper on their delivered order, and the admin's decision on it: both cross modules
 * (the order, photos, stock, refunds), so they are the lifecycle's; the returns module keeps the list and the
 * return window.
 */
export const returningRoutes: FastifyPluginAsyncZod<{ lifecycle: Lifecycle }> = async (
  app,
  { lifecycle },
) => {
  app.post(
    '/orders/my-orders/:id/returns',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Returns'],
        summary: 'Ask to return items of your delivered order',
        description:
          'A multipart form: `items` as JSON text `[{product, variant?, qty}]` (`variant` needed only when the order holds several variants of the product), `reason`, `note`, and up to five pictures in `photos` (required for `damaged` and `wrong-item`; checked, re-encoded and stripped of location data like any upload). JSON without photos is taken too. Within the return window after delivery (`returnDeadline` on the order).',
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

  app.put(
    '/returns/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Returns'],
        summary: 'Approve, reject or receive a return',
        description:
          "`requested` → `approved` or `rejected` (with a `note` the shopper reads); `approved` → `received`, putting `restock` quantities back on sale (a variant's to that variant) and refunding `refundAmount` through the order's refunds, with a GST credit note (an order not paid online: `refundMethod` and `refundReference`). Asking again answers 409 and changes nothing.",
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
