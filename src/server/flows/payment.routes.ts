import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idSchema } from '@common/schemas/common'
import {
  initiatePaymentInputSchema,
  initiatePaymentResponseSchema,
  paymentStatusResponseSchema,
} from '@common/schemas/payment'
import { AppError, BadRequestError } from '../errors'
import { phonePeWebhookSecurity, signedInSecurity } from '../plugins/openapi-route-docs'
import type { Lifecycle } from './lifecycle-context'
import { checkPaymentStatus, handleGatewayCallback } from './payment-confirmation'
import { startPayment } from './paying'

const callbackAnswer = {
  200: {
    description: 'The state now recorded (REFUND when the message was about a refund)',
    contentType: 'application/json',
    schema: z.object({ success: z.literal(true), state: z.string() }),
  },
}

export const paymentRoutes: FastifyPluginAsyncZod<{ lifecycle: Lifecycle }> = async (app, { lifecycle }) => {
  app.post(
    '/payments/phonepe/initiate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Payments'],
        summary: 'Start (or start again) a PhonePe payment of one of your orders',
        description:
          "Answers the PhonePe page to send the customer to (`redirectUrl`), which sends them back to the order's page on the shop's own origin. An unpaid order may be paid again after a failed or abandoned attempt while its hold runs (`holdExpiresAt`).",
        security: signedInSecurity,
        documentedErrors: {
          400: 'The input is not valid, or the order is paid by cash on delivery',
          404: 'No such order of yours',
          409: 'The order is already paid, cancelled, or its time to pay has run out',
          502: 'PhonePe did not answer',
        },
        body: initiatePaymentInputSchema,
        response: { 200: initiatePaymentResponseSchema },
      },
    },
    async (request) => {
      const origin = app.mailContextOf(request).origin
      const started = await startPayment(lifecycle, request.user.id, request.body, {
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
        lifecycle,
        request.user.id,
        request.params.transactionId,
        app.mailContextOf(request),
      ),
    }),
  )

  app.post(
    '/payments/phonepe/callback',
    {
      schema: {
        tags: ['Payments'],
        summary: "PhonePe's server-to-server callback (PG v1)",
        description:
          'Called by PhonePe, not by clients: `{response}` (base64) signed in the `X-VERIFY` header. The order is marked paid only after the status call confirms the amount.',
        documentedErrors: { 400: 'The checksum does not match', 404: 'Unknown transaction' },
        documentedResponses: callbackAnswer,
      },
    },
    async (request) => {
      const state = await handleGatewayCallback(
        lifecycle,
        { body: request.body, headers: request.headers },
        app.mailContextOf(request),
      )
      if (!state) throw new BadRequestError('Invalid payment callback checksum')
      return { success: true, state }
    },
  )

  app.post(
    '/payments/phonepe/webhook',
    {
      schema: {
        tags: ['Payments'],
        summary: "PhonePe's webhook (Standard Checkout v2)",
        description:
          "Called by PhonePe, not by clients: `{event, payload}` with `Authorization` set to SHA256(username:password) of the webhook's credentials. It only says which payment or refund changed: the shop then asks PhonePe's status API before acting.",
        security: phonePeWebhookSecurity,
        documentedErrors: {
          401: 'The Authorization header does not match',
          404: 'Unknown payment or refund',
        },
        documentedResponses: callbackAnswer,
      },
    },
    async (request) => {
      const state = await handleGatewayCallback(
        lifecycle,
        { body: request.body, headers: request.headers },
        app.mailContextOf(request),
      )
      if (!state) throw new AppError(401, 'Invalid webhook authorization')
      return { success: true, state }
    },
  )
}
