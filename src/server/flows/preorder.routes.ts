import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '@common/schemas/common'
import {
  preorderCancelAnswerSchema,
  preorderCancelInputSchema,
  releasePreorderInputSchema,
  releasePreorderResponseSchema,
} from '@common/schemas/preorder'
import { adminSecurity } from '../plugins/openapi-route-docs'
import { auditActorOf } from '../modules/audit'
import type { Lifecycle } from './lifecycle-context'
import { cancelPreorderByToken } from './preorder-dates'
import { releasePreorder } from './preorder-release'

/**
 * After a pre-order is placed: the admin's release of the product (it composes orders, refunds and mails, so it
 * lives here rather than with the catalogue), and the one-click cancel in the mail that tells of a new date.
 */
export const preorderRoutes: FastifyPluginAsyncZod<{
  lifecycle: Lifecycle
  /** The server's secret (JWT_SECRET): the mail's links are signed with it. */
  secret: string
  rateLimitPerMinute: number
}> = async (app, { lifecycle, secret, rateLimitPerMinute }) => {
  app.post(
    '/products/:id/release',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Products'],
        summary: 'Release a pre-order product with the units received',
        description:
          "The units go to the open pre-orders in the order they were placed: an order served in full moves on to shipping; one served in part keeps its line and is refunded the unserved units' share of what it paid; one left with nothing is cancelled and refunded in full (an order not yet paid is served only in full, or cancelled). Each buyer is mailed. What is left goes on sale and the product stops being a pre-order. A product with options also says how many of each variant arrived (`variants`, adding up to `received`): each variant's units serve its own pre-orders and the rest go on sale as its stock. Answers the units `allocated`, `refunded` (ordered but not served) and put on sale (`stock`), and each order's outcome, oldest first.",
        security: adminSecurity,
        documentedErrors: {
          400: '`received` is not a whole number of units from 0 up, or a product with options comes without its `variants` (or they do not add up to it)',
          404: 'No such product, or a variant that is not one of its',
          409: 'The product is not a pre-order (or was released already)',
        },
        params: idParamsSchema,
        body: releasePreorderInputSchema,
        response: { 200: releasePreorderResponseSchema },
      },
    },
    async (request) =>
      releasePreorder(
        lifecycle,
        auditActorOf(request),
        request.params.id,
        request.body,
        app.mailContextOf(request),
      ),
  )

  // Signed out, like the link it comes from: rate-limited like the other public forms.
  app.post(
    '/orders/preorder-cancellations',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['Orders'],
        summary: "Cancel a pre-order with the one-click link of its new release date's mail",
        description:
          "The link's token is the order's id signed by the shop for this purpose. The pre-order is cancelled and a paid one refunded in full through PhonePe; the answer names the order and the refund and nothing else of it.",
        documentedErrors: {
          400: 'The link is not valid (malformed, not signed by the shop, or made for something else)',
          409: 'The pre-order can no longer be cancelled (already cancelled, or its release has come)',
        },
        body: preorderCancelInputSchema,
        response: { 200: preorderCancelAnswerSchema },
      },
    },
    async (request) =>
      cancelPreorderByToken(lifecycle, secret, request.body.token, app.mailContextOf(request)),
  )
}
