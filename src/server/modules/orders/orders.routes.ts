import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '@common/schemas/common'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import {
  gstr1QuerySchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  updateOrderStatusInputSchema,
} from '@common/schemas/order'
import type { Order } from '@common/schemas/order'
import { type AuditActor, auditActorOf } from '../audit'
import type { MailContext } from '../mail'
import { shopDate } from '../../shop-calendar'
import { gstr1Zip } from './gstr1-reads'
import { orderCsvChunks } from './orders-csv'
import { listOrders, listOwnOrders, orderExportBatches } from './order-lists'
import { findOrder, findOwnOrder } from './order-reads'
import { markOrderDelivered, type StatusChange } from './order-status'
import type { RestockLine } from './return-to-origin'
import { adminSecurity, signedInSecurity, staffSecurity } from '../../plugins/openapi-route-docs'

export type OrderRoutesOptions = {
  /**
   * The admin's cancellation through the status route: the order lifecycle's (stock back, a paid online order
   * refunded), handed in so that this module does not depend on the one that depends on it. The actor's entry is
   * written in the cancellation's transaction. `canRefund` is false for staff, who may not refund a payment.
   */
  cancelOrder: (orderId: string, mail: MailContext, actor: AuditActor, canRefund: boolean) => Promise<Order>
  /** Return to origin (flows/return-to-origin.ts): the order returned, what the admin names back on sale. */
  returnToOrigin: (
    orderId: string,
    restock: readonly RestockLine[] | undefined,
    actor: AuditActor,
  ) => Promise<Order>
  /**
   * Any other status change, the delivered action's included (flows/status-change.ts): stock and a discount's use
   * taken back when a cancelled order is reinstated, the customer's mail and the audit entry with the order's
   * own write.
   */
  changeStatus: (
    orderId: string,
    change: StatusChange,
    mail: MailContext,
    actor: AuditActor,
    action?: 'order.status' | 'order.deliver',
  ) => Promise<Order>
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
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

  // The accountant's return: admins only, as it lists every business buyer's GSTIN with the month's takings.
  app.get(
    '/orders/export/gstr1',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Orders'],
        summary: "A month's GSTR-1 as the GST offline tool's CSV sheets, in a ZIP",
        description:
          'b2b, b2cl, b2cs, cdnr, cdnur, hsn(b2b), hsn(b2c) (Table 12) and docs (Table 13) for the month in IST; ' +
          'the figures add up to the invoices issued in the month less its credit notes (decision 0045).',
        security: adminSecurity,
        documentedResponses: {
          200: { description: 'A ZIP of CSV files with the tool’s headings', contentType: 'application/zip' },
        },
        querystring: gstr1QuerySchema,
      },
    },
    async (request, reply) => {
      const zip = await gstr1Zip(app.db, request.query.month)
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="gstr1-${request.query.month}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength))
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
          "Each change is checked against the status the order has when it is made: of a shipment and a cancellation sent at the same moment, one wins and the other answers 409. Cancelling (until the order is delivered) gives the stock back and refunds a paid online order in full through the gateway; refunding is the admin's, so staff may cancel only an order that holds no payment. A cancelled order is not shipped or delivered, and one refunded when it was cancelled is not reopened. `returned` is return to origin: only for a shipped cash-on-delivery order, once; its items go back in stock (all, or per product as `restock` says, per variant with `variant`) and the customer's `returnedParcels` counts it. A cash-on-delivery order waiting for its shopper's confirmation cannot be processed, shipped or delivered. The customer is mailed about each change.",
        documentedErrors: {
          400: 'A restock line names a product the order did not sell, or more than it sold, or no variant of a product the order sold several of',
          403: 'A staff member cancelling an order whose payment would be refunded',
          409: 'The order changed meanwhile (a cancellation or shipment came first), a cancelled order shipped or delivered, a refunded one reopened, a delivered one cancelled; return to origin of an order that is not a shipped cash-on-delivery order (or is already returned), a returned order changed, or an order waiting for its confirmation sent',
        },
        security: staffSecurity,
        params: idParamsSchema,
        body: updateOrderStatusInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { status, restock, ...change } = request.body
      if (status === 'cancelled')
        return options.cancelOrder(
          request.params.id,
          app.mailContextOf(request),
          auditActorOf(request),
          request.user.role === 'admin',
        )
      if (status === 'returned')
        return options.returnToOrigin(request.params.id, restock, auditActorOf(request))
      return options.changeStatus(
        request.params.id,
        { ...change, status },
        app.mailContextOf(request),
        auditActorOf(request),
      )
    },
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
      markOrderDelivered(app.db, request.params.id, () =>
        options.changeStatus(
          request.params.id,
          { status: 'delivered', trackingNumber: null },
          app.mailContextOf(request),
          auditActorOf(request),
          'order.deliver',
        ),
      ),
  )
}
