import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema, idSchema } from '@common/schemas/common'
import {
  cancelOrderInputSchema,
  createRefundInputSchema,
  orderSchema,
  refundSchema,
} from '@common/schemas/order'
import { adminSecurity, signedInSecurity, staffSecurity } from '../plugins/openapi-route-docs'
import { auditActorOf } from '../modules/audit'
import { findOrder } from '../modules/orders'
import { refundsOfOrders, toRefund } from '../modules/refunds'
import { ADMIN_CANCELLABLE, cancelOrder, SHOPPER_CANCELLABLE } from './cancellation'
import type { Lifecycle } from './lifecycle-context'
import { refundOrder, retryRefund } from './refunding'

const refundParamsSchema = z.object({ id: idSchema, refundId: idSchema })

/** Cancelling an order and refunding it: the shopper's own cancel, and the admin's cancel and refunds. */
export const lifecycleRoutes: FastifyPluginAsyncZod<{ lifecycle: Lifecycle }> = async (
  app,
  { lifecycle },
) => {
  app.post(
    '/orders/my-orders/:id/cancel',
    {
      onRequest: app.requireUser,
      // `cancelOrder` publishes the stock it put back, right after its commit; a refused cancel changed nothing.
      config: { changes: 'declared' },
      schema: {
        tags: ['Orders'],
        summary: 'Cancel one of your orders',
        description:
          'While the order is pending or processing. Its items go back on sale and a paid online order is refunded in full through PhonePe (`refunds`). Asking again answers 409 and changes nothing.',
        security: signedInSecurity,
        documentedErrors: {
          404: 'No such order of yours',
          409: 'The order is shipped, delivered or already cancelled',
        },
        params: idParamsSchema,
        body: cancelOrderInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      cancelOrder(
        lifecycle,
        {
          orderId: request.params.id,
          ownerId: request.user.id,
          reason: request.body.reason ?? null,
          from: SHOPPER_CANCELLABLE,
        },
        app.mailContextOf(request),
      ),
  )

  app.post(
    '/orders/:id/cancel',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Orders'],
        summary: 'Cancel an order',
        description:
          "Until it is delivered (a delivered order comes back as a return). Its items go back on sale and a paid online order is refunded in full through PhonePe; the customer is mailed. Refunding is the admin's: staff may cancel only an order that holds no payment.",
        security: staffSecurity,
        documentedErrors: {
          403: 'A staff member cancelling an order whose payment would be refunded',
          409: 'The order is delivered, returned or already cancelled',
        },
        params: idParamsSchema,
        body: cancelOrderInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      cancelOrder(
        lifecycle,
        {
          orderId: request.params.id,
          reason: request.body.reason ?? null,
          from: ADMIN_CANCELLABLE,
          canRefund: request.user.role === 'admin',
          audit: { actor: auditActorOf(request), action: 'order.cancel' },
        },
        app.mailContextOf(request),
      ),
  )

  app.get(
    '/orders/:id/refunds',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Orders'],
        summary: "An order's refunds, oldest first",
        security: adminSecurity,
        params: idParamsSchema,
        response: { 200: z.object({ success: z.literal(true), refunds: z.array(refundSchema) }) },
      },
    },
    async (request) => {
      await findOrder(app.db, request.params.id)
      const refunds = await refundsOfOrders(app.db, [request.params.id])
      return { success: true as const, refunds: refunds.get(request.params.id) ?? [] }
    },
  )

  app.post(
    '/orders/:id/refunds',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Orders'],
        summary: 'Refund a paid order in full or in part',
        description:
          "An order paid online is refunded through PhonePe's refund API (`pending`, then `completed` or `failed`); one paid in cash is recorded as paid back by bank or UPI transfer (`method`, `reference` required) and is `completed` at once. Each refund gets a GST credit note (`creditNoteNumber`, AV/CN/2026-27/000001) reversing the order's tax in proportion.",
        security: adminSecurity,
        documentedErrors: {
          400: 'The amount or reason is not valid, or a cash refund has no transfer reference',
          404: 'No such order',
          409: 'The order is not paid, or the amount is more than what is left to refund (pending refunds count)',
          502: 'PhonePe did not answer',
        },
        params: idParamsSchema,
        body: createRefundInputSchema,
        response: { 201: refundSchema },
      },
    },
    async (request, reply) => {
      const refund = await refundOrder(
        lifecycle,
        request.params.id,
        request.body,
        auditActorOf(request),
        app.mailContextOf(request),
      )
      return reply.code(201).send(toRefund(refund))
    },
  )

  app.post(
    '/orders/:id/refunds/:refundId/retry',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Orders'],
        summary: 'Try a failed refund again',
        description: 'Asks PhonePe again under a new refund id; the credit note stays the one issued.',
        security: adminSecurity,
        documentedErrors: { 404: 'No such refund of this order', 409: 'The refund has not failed' },
        params: refundParamsSchema,
        response: { 200: refundSchema },
      },
    },
    async (request) =>
      toRefund(
        await retryRefund(
          lifecycle,
          request.params.id,
          request.params.refundId,
          auditActorOf(request),
          app.mailContextOf(request),
        ),
      ),
  )
}
