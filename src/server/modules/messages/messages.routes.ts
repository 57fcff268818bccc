import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '@common/schemas/common'
import {
  contactMessageInputSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  storedMessageSchema,
  supportRequestInputSchema,
  updateMessageInputSchema,
} from '@common/schemas/messages'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import { auditActorOf } from '../audit'
import { listMessages, saveContactMessage, saveSupportRequest, setMessageHandled } from './messages.service'
import { signedInSecurity, staffSecurity } from '../../plugins/openapi-route-docs'

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
      schema: {
        tags: ['Messages'],
        summary: 'Send a message through the contact form',
        body: contactMessageInputSchema,
        response: { 201: savedResponseSchema },
      },
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
      onRequest: app.requireUser,
      schema: {
        tags: ['Messages'],
        summary: 'Ask support for help, as the signed-in account',
        security: signedInSecurity,
        body: supportRequestInputSchema,
        response: { 201: savedResponseSchema },
      },
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
      onRequest: app.requireStaff,
      schema: {
        tags: ['Messages'],
        summary: 'Contact and support messages, newest first, paged and filtered',
        security: staffSecurity,
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema },
      },
    },
    async (request) => {
      const page = toOffsetLimit(request.query)
      const { search, kind, handled } = request.query
      const { messages, total, unhandled } = await listMessages(app.db, page, { search, kind, handled })
      return {
        success: true as const,
        messages,
        unhandled,
        ...toPage(total, page.page, page.limit),
      }
    },
  )

  app.patch(
    '/messages/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Messages'],
        summary: 'Mark a message handled, or not',
        security: staffSecurity,
        params: idParamsSchema,
        body: updateMessageInputSchema,
        response: { 200: storedMessageSchema },
      },
    },
    async (request) =>
      setMessageHandled(app.db, request.params.id, request.body.handled, auditActorOf(request)),
  )
}
