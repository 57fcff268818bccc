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

export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  app.post(
    '/payments/phonepe/initiate',
    {
      onRequest: app.requireUser,
      schema: { body: initiatePaymentInputSchema, response: { 200: initiatePaymentResponseSchema } },
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

  app.post('/payments/phonepe/callback', async (request) => {
    const checksum = request.headers['x-verify']
    const state = await handlePaymentCallback(
      app.db,
      provider,
      app.mailContextOf(request),
      request.body,
      Array.isArray(checksum) ? checksum[0] : checksum,
    )
    return { success: true, state }
  })
}
