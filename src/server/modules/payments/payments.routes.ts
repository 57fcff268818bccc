import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idSchema } from '@common/schemas/common'
import {
  initiatePaymentInputSchema,
  initiatePaymentResponseSchema,
  paymentStatusResponseSchema,
} from '@common/schemas/payment'
import type { PaymentProvider } from './payment-provider'
import { checkPaymentStatus, handlePaymentCallback, initiatePayment } from './payments.service'
import { signedInSecurity } from '../../plugins/openapi-route-docs'

export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  app.post(
    '/payments/phonepe/initiate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Payments'],
        summary: 'Start a PhonePe payment of one of your orders',
        description: 'Answers the PhonePe page to send the customer to (`redirectUrl`).',
        security: signedInSecurity,
        documentedErrors: {
          400: 'The input is not valid, or the order is paid by cash on delivery',
          404: 'No such order of yours',
          409: 'The order is already paid, or cancelled',
          502: 'PhonePe did not answer',
        },
        body: initiatePaymentInputSchema,
        response: { 200: initiatePaymentResponseSchema },
      },
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`
      const started = await initiatePayment(app.db, provider, request.user.id, request.body, {
        redirectUrl: (orderId) => `${origin}/orders/${orderId}`,
        callbackUrl: `${origin}/api/payments/phonepe/callback`,
      })
      return {
        success: true as const,
        transactionId: started.transactionId,
        orderId: started.orderId,
        message: 'Payment initiated',
        ...(started.redirectUrl ? { redirectUrl: started.redirectUrl } : {}),
      }
    },
  )

  app.get(
    '/payments/phonepe/status/:transactionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Payments'],
        summary: "A payment's state, asked of PhonePe; marks the order paid once PhonePe confirms the amount",
        security: signedInSecurity,
        documentedErrors: { 502: 'PhonePe did not answer' },
        params: z.object({ transactionId: idSchema }),
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checkPaymentStatus(
        app.db,
        provider,
        app.mailContextOf(request),
        request.user.id,
        request.params.transactionId,
      ),
    }),
  )

  app.post(
    '/payments/phonepe/callback',
    {
      schema: {
        tags: ['Payments'],
        summary: "PhonePe's server-to-server callback",
        description:
          'Called by PhonePe, not by clients: `{response}` (base64) signed in the `X-VERIFY` header. The order is marked paid only after the status call confirms the amount.',
        documentedErrors: { 400: 'The checksum does not match', 404: 'Unknown transaction' },
        documentedResponses: {
          200: {
            description: 'The payment state now recorded',
            contentType: 'application/json',
            schema: z.object({ success: z.literal(true), state: z.string() }),
          },
        },
      },
    },
    async (request) => {
      const checksum = request.headers['x-verify']
      const state = await handlePaymentCallback(
        app.db,
        provider,
        app.mailContextOf(request),
        request.body,
        Array.isArray(checksum) ? checksum[0] : checksum,
      )
      return { success: true, state }
    },
  )
}
