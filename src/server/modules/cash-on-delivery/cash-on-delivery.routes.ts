import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  codEligibilityQuerySchema,
  codEligibilitySchema,
  codPolicySchema,
  codSettingsSchema,
} from '@common/schemas/cash-on-delivery'
import { rupeesToPaise } from '@common/money'
import { adminSecurity, signedInSecurity } from '../../plugins/openapi-route-docs'
import { auditActorOf } from '../audit'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import {
  decideCodEligibility,
  getCodSettings,
  saveCodSettings,
  type CodRulesReader,
} from './cash-on-delivery.service'

export type CashOnDeliveryRoutesOptions = {
  clock?: (() => Date) | undefined
  /**
   * How many of a customer's parcels came back undelivered: the orders module's `countReturnedParcels`, given by
   * src/server/flows/module-flows.ts (the orders module asks this one at checkout, so this one does not import it).
   */
  countReturnedParcels: (db: Kysely<Database>, userId: string) => Promise<number>
  /** The rules as checkout reads them (`keptCodRules`, shared with the orders module's). */
  codRules: CodRulesReader
}

/** The admin's cash-on-delivery rules, and the shopper's question whether an order may be paid on delivery. */
export const cashOnDeliveryRoutes: FastifyPluginAsyncZod<CashOnDeliveryRoutesOptions> = async (
  app,
  options,
) => {
  const now = () => options.clock?.() ?? new Date()

  app.get(
    '/cod/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Cash on delivery'],
        summary:
          'The cash-on-delivery rules: the largest order paid on delivery, returned parcels that stop it, the confirmation window',
        security: adminSecurity,
        response: { 200: codSettingsSchema },
      },
    },
    async () => getCodSettings(app.db),
  )

  app.get(
    '/cod/policy',
    {
      // The same for everyone and shows no stock: kept until a change, such as the admin saving new rules.
      config: { responseCache: { stock: 'none' } },
      schema: {
        tags: ['Cash on delivery'],
        summary:
          "The cash-on-delivery rules as the shop's pages state them: the largest order paid on delivery, returned parcels that stop it, the hours to confirm",
        response: { 200: codPolicySchema },
      },
    },
    async () => getCodSettings(app.db),
  )

  app.put(
    '/cod/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Cash on delivery'],
        summary: 'Replace the cash-on-delivery rules (the whole object)',
        description:
          '`maxOrderValue` in rupees (null: no limit); `blockAfterReturns` returned-to-origin parcels (0: never blocks); `confirmationHours` (decimals allowed; 0: no confirmation). New orders follow them at once.',
        security: adminSecurity,
        body: codSettingsSchema,
        response: { 200: codSettingsSchema },
      },
    },
    async (request) => saveCodSettings(app.db, auditActorOf(request), request.body, now()),
  )

  app.get(
    '/cod/eligibility',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Cash on delivery'],
        summary: 'Whether you may pay this order on delivery, and if not why',
        description:
          'For the cart and checkout, before the order is placed: `amount` is the total in rupees (after a discount), `postalCode` the delivery PIN code when chosen. Placing the order checks again, on the total the shop computes, and refuses with the same `message` (409).',
        security: signedInSecurity,
        querystring: codEligibilityQuerySchema,
        response: { 200: codEligibilitySchema },
      },
    },
    async (request) =>
      decideCodEligibility(await options.codRules(app.db), {
        totalPaise: rupeesToPaise(request.query.amount),
        postalCode: request.query.postalCode,
        returnedParcels: () => options.countReturnedParcels(app.db, request.user.id),
      }),
  )
}
