import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  newsletterInputSchema,
  ownNewsletterInputSchema,
  ownNewsletterResponseSchema,
  subscriberListQuerySchema,
  subscriberListResponseSchema,
  subscribeResponseSchema,
  unsubscribeResponseSchema,
} from '@common/schemas/messages'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import {
  listSubscribers,
  setOwnSubscription,
  subscribe,
  subscriptionOf,
  unsubscribe,
} from './newsletter.service'
import { adminSecurity, signedInSecurity } from '../../plugins/openapi-route-docs'

export const newsletterRoutes: FastifyPluginAsyncZod<{
  rateLimitPerMinute: number
  /** When a consent is given or withdrawn; the system clock when unset. */
  clock?: () => Date
}> = async (app, options) => {
  const rateLimited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
  const clock = options.clock ?? (() => new Date())
  /**
   * The public form records the account as well when it is sent signed in (the web client sends its token with
   * every request): the account's export and erasure then find the consent as its own. A missing, expired or
   * forged token is nobody's.
   */
  const formPerson = async (request: FastifyRequest, email: string) => ({
    email,
    userId: (await app.readAccessToken(request).catch(() => null))?.userId ?? null,
  })

  app.post(
    '/newsletter/subscribe',
    {
      config: rateLimited,
      schema: {
        tags: ['Newsletter'],
        summary: 'Subscribe an e-mail to the newsletter',
        description: '201 for a new subscriber, 200 when the e-mail was already subscribed.',
        body: newsletterInputSchema,
        response: {
          200: subscribeResponseSchema,
          201: subscribeResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { alreadySubscribed } = await subscribe(
        app.db,
        await formPerson(request, request.body.email),
        'newsletter-form',
        clock(),
      )
      return reply.code(alreadySubscribed ? 200 : 201).send({
        success: true,
        alreadySubscribed,
        message: alreadySubscribed
          ? ALREADY_SUBSCRIBED_MESSAGE
          : 'Thank you for subscribing to our newsletter!',
      })
    },
  )

  app.post(
    '/newsletter/unsubscribe',
    {
      config: rateLimited,
      schema: {
        tags: ['Newsletter'],
        summary: 'Unsubscribe an e-mail from the newsletter',
        body: newsletterInputSchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => {
      await unsubscribe(app.db, await formPerson(request, request.body.email), 'newsletter-form', clock())
      return { success: true as const, message: 'You have been unsubscribed from our newsletter.' }
    },
  )

  app.get(
    '/newsletter/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Newsletter'],
        summary: "Whether the signed-in account's e-mail gets the newsletter",
        security: signedInSecurity,
        response: { 200: ownNewsletterResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      subscribed: (await subscriptionOf(app.db, request.user.email)).subscribed,
    }),
  )

  app.put(
    '/newsletter/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Newsletter'],
        summary: "Subscribe or unsubscribe the signed-in account's e-mail, from the profile",
        description:
          'A change is recorded as a consent given or withdrawn, with the account and `profile` as its source.',
        security: signedInSecurity,
        body: ownNewsletterInputSchema,
        response: { 200: ownNewsletterResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      subscribed: await setOwnSubscription(
        app.db,
        { email: request.user.email, userId: request.user.id },
        request.body.subscribed,
        clock(),
      ),
    }),
  )

  app.get(
    '/newsletter/subscribers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Newsletter'],
        summary: 'Subscribers, newest first, paged and searchable',
        security: adminSecurity,
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListResponseSchema },
      },
    },
    async (request) => {
      const page = toOffsetLimit(request.query)
      const { subscribers, total } = await listSubscribers(app.db, page, request.query.search)
      return {
        success: true as const,
        subscribers,
        ...toPage(total, page.page, page.limit),
      }
    },
  )
}
