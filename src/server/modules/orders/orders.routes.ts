import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '@common/schemas/common'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import {
  createOrderInputSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  updateOrderStatusInputSchema,
} from '@common/schemas/order'
import type { Order } from '@common/schemas/order'
import { stockChange } from '../../changes/changes'
import { BadRequestError } from '../../errors'
import { auditActorOf, type AuditActor } from '../audit/audit.service'
import type { MailContext } from '../mail/mail.service'
import { shopDate } from '../../shop-calendar'
import { createInvoiceNumbering } from './invoice-numbers'
import type { SellerTaxIdentity } from './order-tax'
import { orderCsvChunks } from './orders-csv'
import { listOrders, listOwnOrders, orderExportBatches } from './order-lists'
import { placeOrder, type PlacementContext } from './order-placement'
import { findOrder, findOwnOrder } from './order-reads'
import { markOrderDelivered, updateOrderStatus } from './order-status'
import { signedInSecurity, staffSecurity } from '../../plugins/openapi-route-docs'

function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header
  if (key === undefined) return undefined
  if (!/^[\w.:-]{1,200}$/.test(key))
    throw new BadRequestError('Idempotency-Key must be 1 to 200 letters, digits, dots, colons or dashes')
  return key
}

/** The products whose stock an order took or gives back (a line of a deleted product names none). */
function orderedProductIds(order: Order): string[] {
  return order.orderItems.flatMap((item) => (item.product ? [item.product] : []))
}

export type OrderRoutesOptions = {
  /** The shop's GSTIN and state, for each order's tax invoice. */
  seller: SellerTaxIdentity
  /** When an order is placed (its invoice's financial year); the system clock when unset (tests move it). */
  clock?: (() => Date) | undefined
  /** How long an unpaid online order holds its stock. */
  holdMinutes: number
  /**
   * The admin's cancellation through the status route: the order lifecycle's (stock back, a paid online order
   * refunded), handed in so that this module does not depend on the one that depends on it. The actor's entry is
   * written in the cancellation's transaction. `canRefund` is false for staff, who may not refund a payment.
   */
  cancelOrder: (orderId: string, mail: MailContext, actor: AuditActor, canRefund: boolean) => Promise<Order>
  /** The cash-on-delivery rules as checkout reads them (the cash-on-delivery module's `keptCodRules`). */
  codRules: PlacementContext['codRules']
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const now = () => options.clock?.() ?? new Date()
  const invoices = createInvoiceNumbering(app.db, app.log)
  // Orders placed just before a stop or a failed pass are numbered as soon as the shop is up again.
  app.addHook('onReady', async () => {
    void invoices.passAfterNow().catch((error: unknown) => {
      app.log.error({ err: error }, 'could not number the invoices of orders waiting for one')
    })
  })

  app.post(
    '/orders',
    {
      onRequest: app.requireUser,
      // An order changes its products' stock and the orders, nothing else a kept answer or a session reads.
      config: { changes: 'declared' },
      schema: {
        tags: ['Orders'],
        summary: 'Place an order',
        description:
          "Prices and totals come from the catalogue and stock is taken at once. Prices include GST: `taxPrice` is the GST inside `totalPrice`, split per line (`orderItems[].tax`: CGST + SGST within the shop's state, IGST across), and the order gets its tax invoice number (`invoiceNumber`, AV/2026-27/000123). With an `Idempotency-Key` header, sending the same order again answers 200 with the order already placed instead of placing another.",
        security: signedInSecurity,
        documentedErrors: {
          400: 'An invalid buyer GSTIN, or another bad field',
          404: 'A product or the saved address is unknown',
          409: "A product is out of stock, cash on delivery is refused by the shop's rules (above its limit, too many returned parcels, a PIN code without it; GET /cod/eligibility says the same), or an order with the same Idempotency-Key is still being placed",
        },
        body: createOrderInputSchema,
        response: { 200: orderSchema, 201: orderSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      const { order, replayed } = await placeOrder(
        app.db,
        request.user,
        request.body,
        {
          mail: app.mailContextOf(request),
          seller: options.seller,
          now: now(),
          invoices,
          holdMinutes: options.holdMinutes,
          confirmationSecret: app.config.jwtSecret,
          codRules: options.codRules,
          committed: (placed) => request.declareChange(stockChange(orderedProductIds(placed))),
        },
        key,
      )
      return reply.code(replayed ? 200 : 201).send(order)
    },
  )

  app.get(
    '/orders/my-orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Orders'],
        summary: 'Your orders, newest first',
        security: signedInSecurity,
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request) => listOwnOrders(app.db, request.user.id),
  )

  app.get(
    '/orders/my-orders/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Orders'],
        summary: 'One of your orders',
        security: signedInSecurity,
        params: idParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => findOwnOrder(app.db, request.user.id, request.params.id),
  )

  app.get(
    '/orders',
    {
      onRequest: app.requireStaff,
      // Dropped by every order (a stock change), as by anything else.
      config: { responseCache: { stock: 'current' } },
      schema: {
        tags: ['Orders'],
        summary:
          'Every order, newest first, paged, searchable and filtered by status, customer or payment (awaiting, refunded)',
        security: staffSecurity,
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = toOffsetLimit(request.query)
      const { search, status, userId, payment } = request.query
      const { orders, total, totalSales } = await listOrders(app.db, {
        page,
        limit,
        search,
        status,
        userId,
        payment,
      })
      return {
        success: true as const,
        orders,
        totalOrders: total,
        totalSales,
        ...toPage(total, page, limit),
      }
    },
  )

  // A static path: Fastify's router prefers it to /orders/:id whatever the order of registration.
  app.get(
    '/orders/export.csv',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Orders'],
        summary: 'The orders matching the filters, as a CSV file',
        security: staffSecurity,
        documentedResponses: {
          200: { description: 'CSV with a heading line, one line per order', contentType: 'text/csv' },
        },
        querystring: orderExportQuerySchema,
      },
    },
    async (request, reply) => {
      // Streamed batch by batch: the export never holds more than one batch of orders in memory.
      const csv = Readable.from(orderCsvChunks(orderExportBatches(app.db, request.query)))
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${shopDate(new Date())}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )

  app.get(
    '/orders/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Orders'],
        summary: 'One order',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => findOrder(app.db, request.params.id),
  )

  app.put(
    '/orders/:id/status',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Orders'],
        summary: "Set an order's status (and tracking number when shipped)",
        description:
          "Each change is checked against the status the order has when it is made: of a shipment and a cancellation sent at the same moment, one wins and the other answers 409. Cancelling (until the order is delivered) gives the stock back and refunds a paid online order in full through the gateway; refunding is the admin's, so staff may cancel only an order that holds no payment. A cancelled order is not shipped or delivered, and one refunded when it was cancelled is not reopened. `returned` is return to origin: only for a shipped cash-on-delivery order, once; its items go back in stock (all, or per product as `restock` says) and the customer's `returnedParcels` counts it. A cash-on-delivery order waiting for its shopper's confirmation cannot be processed, shipped or delivered. The customer is mailed about each change.",
        documentedErrors: {
          400: 'A restock line names a product the order did not sell, or more than it sold',
          403: 'A staff member cancelling an order whose payment would be refunded',
          409: 'The order changed meanwhile (a cancellation or shipment came first), a cancelled order shipped or delivered, a refunded one reopened, a delivered one cancelled; return to origin of an order that is not a shipped cash-on-delivery order (or is already returned), a returned order changed, or an order waiting for its confirmation sent',
        },
        security: staffSecurity,
        params: idParamsSchema,
        body: updateOrderStatusInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      request.body.status === 'cancelled'
        ? options.cancelOrder(
            request.params.id,
            app.mailContextOf(request),
            auditActorOf(request),
            request.user.role === 'admin',
          )
        : updateOrderStatus(
            app.db,
            request.params.id,
            request.body,
            app.mailContextOf(request),
            auditActorOf(request),
          ),
  )

  app.put(
    '/orders/:id/deliver',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Orders'],
        summary: 'Mark an order delivered',
        security: staffSecurity,
        documentedErrors: { 409: 'The order is cancelled, or paid online and not yet paid' },
        params: idParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      markOrderDelivered(app.db, request.params.id, app.mailContextOf(request), auditActorOf(request)),
  )
}
