import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '@common/schemas/common'
import { orderSchema } from '@common/schemas/order'
import {
  bookShipmentInputSchema,
  failedDeliveryActionInputSchema,
  shipmentSchema,
  simulatorEventInputSchema,
} from '@common/schemas/shipping'
import { SHOP_NAME } from '@common/shop-identity'
import { detailOrderNumber, formatOrderDate } from '@common/order-display'
import { AppError, NotFoundError } from '../errors'
import { auditActorOf } from '../modules/audit'
import { findOrder } from '../modules/orders'
import {
  CourierError,
  findShipmentByAwb,
  isShiprocketWebhookAuthorized,
  isSimulatorLabelSignature,
  readShiprocketWebhookAwb,
  renderSimulatorLabel,
} from '../modules/shipments'
import { adminSecurity, shiprocketWebhookSecurity, staffSecurity } from '../plugins/openapi-route-docs'
import {
  bookShipment,
  CARRIER_UNAVAILABLE_MESSAGE,
  chooseAfterFailedDelivery,
  followCarrierReport,
  type Shipping,
  shipmentOf,
} from './shipping'

export type ShippingRoutesOptions = {
  shipping: Shipping
  /** Shiprocket's webhook token; unset while the simulator runs, when the webhook answers 401 to everyone. */
  webhookToken: string | undefined
  /** Signs the simulator's label links. */
  secret: string
}

const SIMULATOR_OFF_MESSAGE = 'The shipping simulator is not running: Shiprocket carries the parcels'
const UNKNOWN_AWB_MESSAGE = 'No shipment has this AWB'

const awbParamsSchema = z.object({ awb: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Invalid AWB') })
const labelQuerySchema = z.object({ signature: z.string().min(1, 'The label link is incomplete').max(200) })

export const shippingRoutes: FastifyPluginAsyncZod<ShippingRoutesOptions> = async (
  app,
  { shipping, webhookToken, secret },
) => {
  app.get(
    '/orders/:id/shipment',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Shipping'],
        summary: "The order's booking with the carrier",
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: shipmentSchema },
      },
    },
    async (request) => shipmentOf(shipping, request.params.id),
  )

  app.post(
    '/orders/:id/shipment',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Shipping'],
        summary: "Book the order's parcel with the carrier and ship it",
        description:
          'Asks the carrier (Shiprocket, or the built-in simulator when it is not configured) whether it serves the delivery PIN code, books the parcel, and ships the order with the AWB: its tracking link, expected delivery and the shipped mail follow. An order is booked once: asking again answers the same booking, and a booking cut short by a crash is completed, not made twice.',
        security: staffSecurity,
        params: idParamsSchema,
        body: bookShipmentInputSchema,
        documentedErrors: {
          409: 'No courier serves the PIN code, the order cannot be shipped (cancelled, returned, already shipped, unpaid, awaiting its confirmation or its release), or it is being booked right now',
          502: 'The carrier did not answer; nothing was booked twice, try again',
        },
        response: { 200: shipmentSchema },
      },
    },
    async (request) =>
      bookShipment(
        shipping,
        request.params.id,
        request.body,
        app.mailContextOf(request),
        auditActorOf(request),
      ),
  )

  app.post(
    '/orders/:id/shipment/failed-delivery',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Shipping'],
        summary: 'After a failed delivery attempt: deliver again, or have the parcel returned',
        security: staffSecurity,
        params: idParamsSchema,
        body: failedDeliveryActionInputSchema,
        documentedErrors: {
          409: 'No failed delivery attempt is waiting for a decision',
          502: 'The carrier did not answer; nothing was changed',
        },
        response: { 200: shipmentSchema },
      },
    },
    async (request) => chooseAfterFailedDelivery(shipping, request.params.id, request.body.action),
  )

  // Shiprocket's dashboard refuses webhook addresses with "shiprocket" in them: the second path is the one to give it.
  for (const url of ['/shipping/shiprocket/webhook', '/shipping/tracking-updates']) {
    app.post(
      url,
      {
        schema: {
          tags: ['Shipping'],
          summary: "Shiprocket's tracking webhook",
          description:
            "Called by Shiprocket, not by clients, with `x-api-key` set to SHIPROCKET_WEBHOOK_TOKEN. Its body only names the AWB: the shop then asks Shiprocket's tracking for that AWB and moves the order by what it answers (out for delivery, a failed attempt, delivered, back at the shop). Answers 200 for an AWB that is not the shop's, so Shiprocket does not send it again.",
          security: shiprocketWebhookSecurity,
          documentedErrors: { 502: "Shiprocket's tracking did not answer; the webhook may be sent again" },
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request) => {
        if (!webhookToken || !isShiprocketWebhookAuthorized(request.headers, webhookToken))
          throw new AppError(401, 'Invalid webhook token')
        const awb = readShiprocketWebhookAwb(request.body)
        if (awb) await followReport(awb)
        return { success: true as const }
      },
    )
  }

  async function followReport(awb: string) {
    try {
      return await followCarrierReport(shipping, awb, app.backgroundMailContext())
    } catch (error) {
      if (!(error instanceof CourierError)) throw error
      shipping.log.warn({ err: error, awb }, "the carrier's tracking did not answer")
      throw new AppError(502, CARRIER_UNAVAILABLE_MESSAGE)
    }
  }

  app.post(
    '/shipping/simulator/events',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Shipping'],
        summary: "The simulator's carrier reports an event, as Shiprocket's webhook would",
        description:
          "Only while the built-in simulator stands in for Shiprocket (404 otherwise): records the event for the AWB and has the shop follow it exactly as it follows Shiprocket's webhook. Answers the order as it then is.",
        security: adminSecurity,
        body: simulatorEventInputSchema,
        documentedErrors: { 404: 'The simulator is not running, or no shipment has this AWB' },
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      if (!shipping.simulator) throw new NotFoundError(SIMULATOR_OFF_MESSAGE)
      const { awb, event } = request.body
      if (!(await findShipmentByAwb(shipping.db, awb))) throw new NotFoundError(UNKNOWN_AWB_MESSAGE)
      shipping.simulator.recordEvent(awb, event)
      const order = await followReport(awb)
      if (!order) throw new NotFoundError(UNKNOWN_AWB_MESSAGE)
      return order
    },
  )

  app.get(
    '/shipping/simulator/labels/:awb',
    {
      schema: {
        tags: ['Shipping'],
        summary: "The simulator's shipping label to print (HTML)",
        description:
          "The link a simulated booking answers as `labelUrl`, signed for its AWB: whoever the shop gave the link may open it, as with Shiprocket's label links.",
        params: awbParamsSchema,
        querystring: labelQuerySchema,
        documentedResponses: {
          200: { description: 'The label as a page to print', contentType: 'text/html' },
        },
        documentedErrors: {
          404: 'The simulator is not running, the signature does not match, or no shipment has this AWB',
        },
      },
    },
    async (request, reply) => {
      const { awb } = request.params
      if (!shipping.simulator || !isSimulatorLabelSignature(secret, awb, request.query.signature))
        throw new NotFoundError('Label not found')
      const shipment = await findShipmentByAwb(shipping.db, awb)
      if (!shipment) throw new NotFoundError('Label not found')
      const order = await findOrder(shipping.db, shipment.order_id)
      const address = order.shippingAddress
      const page = renderSimulatorLabel({
        awb,
        shopName: SHOP_NAME,
        orderNumber: detailOrderNumber(order._id),
        placedOn: formatOrderDate(order.createdAt) ?? '',
        collectRupees: order.paymentMethod === 'COD' && !order.isPaid ? order.totalPrice : null,
        address: {
          name: address.fullName,
          email: address.email ?? '',
          phone: address.phone ?? '',
          line1: address.addressLine1,
          line2: address.addressLine2 ?? undefined,
          city: address.city,
          state: address.state ?? '',
          pincode: address.postalCode,
        },
        parcel: {
          weightGrams: shipment.weight_grams,
          lengthCm: Number(shipment.length_cm),
          breadthCm: Number(shipment.breadth_cm),
          heightCm: Number(shipment.height_cm),
        },
        lines: order.orderItems.map((item) => ({ name: item.name, units: item.quantity })),
      })
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page)
    },
  )
}
