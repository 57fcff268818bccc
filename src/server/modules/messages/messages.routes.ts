import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  contactMessageInputSchema,
  storedMessageSchema,
  supportRequestInputSchema,
} from '@common/schemas/messages'
import { pageQuerySchema, toOffsetLimit } from '@common/schemas/pagination'
import { listMessages, saveContactMessage, saveSupportRequest } from './messages.service'

const savedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: storedMessageSchema,
})

export const messageRoutes: FastifyPluginAsyncZod<{ rateLimitPerMinute: number }> = async (app, options) => {
  const rateLimited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }

  app.post(
    '/messages/contact',
    {
      config: rateLimited,
      schema: { body: contactMessageInputSchema, response: { 201: savedResponseSchema } },
    },
    async (request, reply) => {
      const data = await saveContactMessage(app.db, request.body)
      return reply.code(201).send({ success: true, message: 'Message sent successfully!', data })
    },
  )

  app.post(
    '/messages/support',
    {
      config: rateLimited,
      preHandler: app.requireUser,
      schema: { body: supportRequestInputSchema, response: { 201: savedResponseSchema } },
    },
    async (request, reply) => {
      const data = await saveSupportRequest(app.db, request.user, request.body)
      return reply
        .code(201)
        .send({ success: true, message: "Your message has been sent! We'll get back to you soon.", data })
    },
  )

  app.get(
    '/messages',
    {
      preHandler: app.requireAdmin,
      schema: {
        querystring: pageQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            messages: z.array(storedMessageSchema),
            total: z.number(),
            currentPage: z.number(),
            totalPages: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const page = toOffsetLimit(request.query)
      const { messages, total } = await listMessages(app.db, page)
      return {
        success: true as const,
        messages,
        total,
        currentPage: page.page,
        totalPages: Math.ceil(total / page.limit),
      }
    },
  )
}
