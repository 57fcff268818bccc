import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '@common/schemas/common'
import {
  adminRaffleEntriesResponseSchema,
  adminRafflesResponseSchema,
  createRaffleInputSchema,
  productRafflesResponseSchema,
  raffleEntryInputSchema,
  raffleEntryResponseSchema,
  raffleSchema,
} from '@common/schemas/raffle'
import { EVERYTHING } from '../changes/changes'
import { auditActorOf } from '../modules/audit'
import { adminSecurity, signedInSecurity } from '../plugins/openapi-route-docs'
import {
  adminRaffleEntries,
  adminRaffles,
  createRaffle,
  enterWithAddress,
  productRaffles,
  publicRaffle,
} from './raffles'

/**
 * Raffles for hyped figures: the admin sets one up with units from the product's stock, shoppers enter while
 * it is open, anyone sees it and, once drawn, verifies it (flows/raffle-draw.ts draws it). Each route crosses
 * modules (products, addresses, users), so they live with the flows.
 */
export const raffleRoutes: FastifyPluginAsyncZod<{ clock?: (() => Date) | undefined }> = async (
  app,
  options,
) => {
  const now = () => options.clock?.() ?? new Date()

  app.post(
    '/products/:id/raffles',
    {
      onRequest: app.requireAdmin,
      config: { changes: 'declared' },
      schema: {
        tags: ['Raffles'],
        summary: "Set up a raffle of a product's units",
        description:
          "The `units` leave the product's stock for the raffle at once (the stock ledger says so); those its winners do not buy go back on sale when the entries run out. A product with options raffles one `variant`: its stock, its price, its lines in the winners' orders. The seed is fixed now and its SHA-256 (`seedHash`) published; the seed itself is answered once the raffle is drawn, at `closesAt`.",
        security: adminSecurity,
        documentedErrors: {
          400: 'A time is missing or has no offset, `closesAt` is not after `opensAt`, `units` is not a whole number from 1, or a product with options comes without its `variant` (one without, with one)',
          404: 'No such product, or the variant is not one of its',
          409: 'Fewer units than `units` in stock',
        },
        params: idParamsSchema,
        body: createRaffleInputSchema,
        response: { 201: raffleSchema },
      },
    },
    async (request, reply) => {
      const raffle = await createRaffle(app.db, request.params.id, request.body, auditActorOf(request), now())
      // Everything, not only the product's stock: every instance's timer then reads the new close, to draw at it.
      request.declareChange(EVERYTHING)
      return reply.code(201).send(await publicRaffle(app.db, raffle.id, undefined, now()))
    },
  )

  app.post(
    '/raffles/:id/entries',
    {
      onRequest: app.requireUser,
      // An entry changes nothing any kept answer shows.
      config: { changes: 'declared' },
      schema: {
        tags: ['Raffles'],
        summary: 'Enter a raffle',
        description:
          "One entry per account, per delivery address (its lines, city and PIN compared without case, spaces or punctuation) and per phone; a second is refused with 409 naming the rule, and kept for the admin. A won unit is delivered to the address given, one of the shopper's own.",
        security: signedInSecurity,
        documentedErrors: {
          400: '`addressId` is missing',
          404: 'No such raffle, or the address is not one of yours',
          409: 'The raffle is not open, or the account, address or phone has entered already',
        },
        params: idParamsSchema,
        body: raffleEntryInputSchema,
        response: { 201: raffleEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const { entryId } = await enterWithAddress(
        app.db,
        request.params.id,
        request.user.id,
        request.body.addressId,
        now(),
      )
      return reply.code(201).send({ success: true as const, entryId })
    },
  )

  app.get(
    '/raffles/:id',
    {
      schema: {
        tags: ['Raffles'],
        summary: 'A raffle, and once drawn everything needed to verify its draw',
        description:
          "No names, e-mails or addresses. `seedHash` = SHA-256 of the seed's 32 bytes, published from the start; once drawn, `seed` and each entry's `ticket` = HMAC-SHA256(key: the seed's bytes, message: the entry's `_id`) in hex, entries in ascending ticket order, and `winners` the first `units`. With a bearer token, the shopper's own entry (`myEntryId`), its outcome and order.",
        documentedErrors: { 404: 'No such raffle' },
        params: idParamsSchema,
        response: { 200: raffleSchema },
      },
    },
    async (request) => {
      // Optional: a missing, expired or forged token is simply nobody's.
      const viewer = await app.readAccessToken(request).catch(() => null)
      return publicRaffle(app.db, request.params.id, viewer?.userId, now())
    },
  )

  app.get(
    '/products/:id/raffles',
    {
      schema: {
        tags: ['Raffles'],
        summary: "A product's raffles not yet drawn, soonest first",
        documentedErrors: { 404: 'No such product' },
        params: idParamsSchema,
        response: { 200: productRafflesResponseSchema },
      },
    },
    async (request) => ({ raffles: await productRaffles(app.db, request.params.id, now()) }),
  )

  app.get(
    '/admin/raffles',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Raffles'],
        summary: 'The raffles, the latest to open first (at most 100)',
        security: adminSecurity,
        response: { 200: adminRafflesResponseSchema },
      },
    },
    async () => ({ raffles: await adminRaffles(app.db, now()) }),
  )

  app.get(
    '/raffles/:id/entries',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Raffles'],
        summary: "A raffle's entries with their accounts, and the refused second entries",
        security: adminSecurity,
        documentedErrors: { 404: 'No such raffle' },
        params: idParamsSchema,
        response: { 200: adminRaffleEntriesResponseSchema },
      },
    },
    async (request) => adminRaffleEntries(app.db, request.params.id, now()),
  )
}
