import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ACCOUNT_ERASED_MESSAGE,
  eraseAccountInputSchema,
  eraseAccountResponseSchema,
  personalDataExportSchema,
} from '@common/schemas/personal-data'
import { clearRefreshCookie } from '../modules/auth'
import { shopDate } from '../shop-calendar'
import { signedInSecurity } from '../plugins/openapi-route-docs'
import { eraseAccount, exportPersonalData } from './personal-data'

/** A download reads every table about the account: a few an hour are plenty for a person. */
export const PERSONAL_DATA_EXPORTS_PER_HOUR = 10

/** The account's owner downloads their data and erases the account (the profile's URLs). */
export const personalDataRoutes: FastifyPluginAsyncZod<{
  /** Erasure asks for the password: limited like sign-in, so a stolen access token cannot guess it. */
  rateLimitPerMinute: number
  clock: () => Date
}> = async (app, { rateLimitPerMinute, clock }) => {
  app.get(
    '/users/me/export',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: PERSONAL_DATA_EXPORTS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags: ['Users'],
        summary: 'Download everything the shop holds about your account, as a JSON file',
        description:
          'The account, saved addresses, orders with their items, invoice numbers, refunds and returns, reviews, wishlist, raffle entries, the newsletter and every consent the account gave or withdrew signed in, messages sent signed in, and sign-ins; nothing found only by the e-mail address, which the shop never verifies. Sent as an attachment named with the date in India (IST).',
        security: signedInSecurity,
        response: { 200: personalDataExportSchema },
      },
    },
    async (request, reply) => {
      const now = clock()
      const data = await exportPersonalData(app.db, request.user.id, now)
      return reply
        .header('content-disposition', `attachment; filename="my-data-${shopDate(now)}.json"`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )

  app.post(
    '/users/me/delete',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['Users'],
        summary: 'Delete your account, giving your password again',
        description:
          'Erases the account: name, e-mail, saved addresses and phones, sign-ins, wishlist, the newsletter entries and consents the account gave, its messages; reviews stay as "Deleted account". Orders, invoices, credit notes and payments are kept for the GST retention period. A mail goes to the old address; the refresh cookie is cleared.',
        security: signedInSecurity,
        documentedErrors: {
          400: 'The password is not correct',
          403: 'Staff and admin accounts are removed by an admin',
          409: 'An order is not yet delivered or cancelled, a refund is being paid or a return is open',
        },
        body: eraseAccountInputSchema,
        response: { 200: eraseAccountResponseSchema },
      },
    },
    async (request, reply) => {
      await eraseAccount(app.db, request.user.id, request.body.password, app.mailContextOf(request), clock())
      clearRefreshCookie(reply)
      return { success: true as const, message: ACCOUNT_ERASED_MESSAGE }
    },
  )
}
