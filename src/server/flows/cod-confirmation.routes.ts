import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { codConfirmationAnswerSchema, codConfirmationInputSchema } from '@common/schemas/cash-on-delivery'
import { idParamsSchema } from '@common/schemas/common'
import { orderSchema } from '@common/schemas/order'
import { signedInSecurity } from '../plugins/openapi-route-docs'
import { confirmCodOrderByToken, confirmOwnCodOrder } from './cod-confirmation'
import type { Lifecycle } from './lifecycle-context'

/** The shopper's confirmation of a cash-on-delivery order: the button on the order, and the mail's link. */
export const codConfirmationRoutes: FastifyPluginAsyncZod<{
  lifecycle: Lifecycle
  /** The server's secret (JWT_SECRET): the mail's links are signed with it. */
  secret: string
  rateLimitPerMinute: number
}> = async (app, { lifecycle, secret, rateLimitPerMinute }) => {
  app.post(
    '/orders/my-orders/:id/confirm',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Orders'],
        summary: 'Confirm one of your cash-on-delivery orders that waits for it',
        description:
          'While the shop asks for a confirmation (`codConfirmation: "awaiting"`, until `confirmBy`); then `"confirmed"`. Unconfirmed past `confirmBy`, the order is cancelled and its items go back on sale.',
        security: signedInSecurity,
        documentedErrors: {
          404: 'No such order of yours',
          409: 'The order does not wait for a confirmation (already confirmed, cancelled, or its time has passed)',
        },
        params: idParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => confirmOwnCodOrder(lifecycle, request.user.id, request.params.id),
  )

  // Signed out, like the link it comes from: rate-limited like the other public forms.
  app.post(
    '/orders/cod-confirmations',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['Orders'],
        summary: "Confirm a cash-on-delivery order with the order mail's one-click link",
        description:
          "The link's token is the order's id signed by the shop; the answer names the order confirmed and nothing else of it.",
        documentedErrors: {
          400: 'The link is not valid (malformed or not signed by the shop)',
          409: 'The order does not wait for a confirmation (already confirmed, cancelled, or its time has passed)',
        },
        body: codConfirmationInputSchema,
        response: { 200: codConfirmationAnswerSchema },
      },
    },
    async (request) => confirmCodOrderByToken(lifecycle, secret, request.body.token),
  )
}
