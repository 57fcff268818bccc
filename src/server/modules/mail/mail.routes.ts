import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '@common/schemas/common'
import { outboxListResponseSchema, outboxMailResponseSchema, outboxQuerySchema } from '@common/schemas/mail'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import { findOutboxMail, listOutbox, resendMail } from './mail.service'
import { adminSecurity } from '../../plugins/openapi-route-docs'
import { auditActorOf } from '../audit'

/** The admin's outbox: every mail the shop wrote, sent or not, and a way to send a failed one again. */
export const mailRoutes: FastifyPluginAsyncZod<{ clock?: () => Date }> = async (app, options) => {
  const now = () => options.clock?.() ?? new Date()

  app.get(
    '/outbox',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Mail'],
        summary: 'Every mail the shop wrote, newest first, paged and filtered by status',
        description: '`delivery` says whether mails are sent over SMTP or only kept in the outbox.',
        security: adminSecurity,
        querystring: outboxQuerySchema,
        response: { 200: outboxListResponseSchema },
      },
    },
    async (request) => {
      const page = toOffsetLimit(request.query)
      const { mails, total, failed } = await listOutbox(app.db, page, { status: request.query.status })
      return {
        success: true as const,
        mails,
        totalMails: total,
        failed,
        delivery: app.mailContextOf(request).sends ? ('smtp' as const) : ('outbox' as const),
        ...toPage(total, page.page, page.limit),
      }
    },
  )

  app.get(
    '/outbox/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Mail'],
        summary: 'One mail, with its HTML and text',
        security: adminSecurity,
        params: idParamsSchema,
        response: { 200: outboxMailResponseSchema },
      },
    },
    async (request) => ({ success: true as const, mail: await findOutboxMail(app.db, request.params.id) }),
  )

  app.post(
    '/outbox/:id/resend',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Mail'],
        summary: 'Send a mail again',
        security: adminSecurity,
        documentedErrors: {
          409: 'No SMTP server is set, or the mail is already being sent or waiting to be',
        },
        params: idParamsSchema,
        response: { 200: outboxMailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      mail: await resendMail(
        app.db,
        auditActorOf(request),
        app.mailContextOf(request),
        request.params.id,
        now(),
      ),
    }),
  )
}
