import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createOrderInputSchema, orderSchema, type Order } from '@common/schemas/order'
import { stockChange } from '../changes/changes'
import { BadRequestError } from '../errors'
import { createInvoiceNumbering, type SellerTaxIdentity } from '../modules/orders'
import { signedInSecurity } from '../plugins/openapi-route-docs'
import { placeOrder, type PlacementContext } from './placement'

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

export type PlacementRoutesOptions = {
  /** The shop's GSTIN and state, for each order's tax invoice. */
  seller: SellerTaxIdentity
  /** When an order is placed (its invoice's financial year); the system clock when unset (tests move it). */
  clock?: (() => Date) | undefined
  /** How long an unpaid online order holds its stock. */
  holdMinutes: number
  /** The cash-on-delivery rules as checkout reads them (the cash-on-delivery module's `keptCodRules`). */
  codRules: PlacementContext['codRules']
  /** The shipping charges as checkout reads them (the delivery module's `keptShippingRates`). */
  shippingRates: PlacementContext['shippingRates']
}

export const placementRoutes: FastifyPluginAsyncZod<PlacementRoutesOptions> = async (app, options) => {
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
          shippingRates: options.shippingRates,
          committed: (placed) => request.declareChange(stockChange(orderedProductIds(placed))),
        },
        key,
      )
      return reply.code(replayed ? 200 : 201).send(order)
    },
  )
}
