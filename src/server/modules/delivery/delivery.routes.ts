import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  deliveryEstimateSchema,
  deliverySettingsSchema,
  pinCodeParamsSchema,
  pincodePlaceSchema,
} from '@common/schemas/delivery'
import {
  shippingQuoteQuerySchema,
  shippingQuoteSchema,
  shippingSettingsSchema,
} from '@common/schemas/shipping'
import { adminSecurity } from '../../plugins/openapi-route-docs'
import { auditActorOf } from '../audit'
import {
  estimateDelivery,
  getDeliverySettings,
  lookUpPincode,
  saveDeliverySettings,
} from './delivery.service'
import {
  getShippingSettings,
  keptShippingRates,
  quoteShipping,
  saveShippingSettings,
} from './shipping-charges'

/** The directory changes only with a release: a browser may keep a PIN's place for a day. */
const PLACE_CACHE_CONTROL = 'public, max-age=86400'

/** `shopState`: SHOP_STATE, the state parcels leave from, which sets each PIN's delivery zone. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ shopState: string; clock?: () => Date }> = async (
  app,
  options,
) => {
  const now = () => options.clock?.() ?? new Date()
  const { shopState } = options
  const shippingRates = keptShippingRates(app.changes)

  app.get(
    '/pincodes/:pin',
    {
      schema: {
        tags: ['Delivery'],
        summary:
          'The city, district and state of a 6-digit PIN code, from the directory shipped with the shop',
        params: pinCodeParamsSchema,
        response: { 200: pincodePlaceSchema },
        documentedErrors: { 404: 'The directory does not hold this PIN code' },
      },
    },
    async (request, reply) => {
      const place = lookUpPincode(request.params.pin)
      return reply.header('cache-control', PLACE_CACHE_CONTROL).send(place)
    },
  )

  app.get(
    '/pincodes/:pin/delivery',
    {
      schema: {
        tags: ['Delivery'],
        summary:
          "Cash on delivery and the expected delivery dates (Indian time) to a PIN code from the shop's state",
        params: pinCodeParamsSchema,
        response: { 200: deliveryEstimateSchema },
        documentedErrors: { 404: 'The directory does not hold this PIN code' },
      },
    },
    async (request) => estimateDelivery(app.db, request.params.pin, shopState, now()),
  )

  app.get(
    '/delivery/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Delivery'],
        summary: 'The delivery rules: PIN prefixes without cash on delivery, and the days to each zone',
        security: adminSecurity,
        response: { 200: deliverySettingsSchema },
      },
    },
    async () => getDeliverySettings(app.db),
  )

  app.put(
    '/delivery/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Delivery'],
        summary: 'Replace the delivery rules (the whole object)',
        security: adminSecurity,
        body: deliverySettingsSchema,
        response: { 200: deliverySettingsSchema },
      },
    },
    async (request) => saveDeliverySettings(app.db, auditActorOf(request), request.body, now()),
  )

  app.get(
    '/shipping/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Delivery'],
        summary:
          'The shipping charges in rupees: the flat rate, the items total from which it is free, the COD fee',
        security: adminSecurity,
        response: { 200: shippingSettingsSchema },
      },
    },
    async () => getShippingSettings(app.db),
  )

  app.put(
    '/shipping/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Delivery'],
        summary: 'Replace the shipping charges (the whole object); orders placed after pay them',
        security: adminSecurity,
        body: shippingSettingsSchema,
        response: { 200: shippingSettingsSchema },
      },
    },
    async (request) => saveShippingSettings(app.db, auditActorOf(request), request.body, now()),
  )

  app.get(
    '/shipping/quote',
    {
      schema: {
        tags: ['Delivery'],
        summary:
          "What an order of these items (rupees, after discounts) pays for shipping and, with paymentMethod COD, the cash-on-delivery fee, as the server will price it; and the items' total from which shipping is free",
        querystring: shippingQuoteQuerySchema,
        response: { 200: shippingQuoteSchema },
      },
    },
    async (request) => quoteShipping(await shippingRates(app.db), request.query),
  )
}
