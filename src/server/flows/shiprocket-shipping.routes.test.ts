import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Order } from '@common/schemas/order'
import type { Shipment } from '@common/schemas/shipping'
import { startFakeShiprocket, type FakeShiprocketActivity } from '../test/fake-shiprocket'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from '../test/test-app'
import { describeEachShop, placeOrder, product, stockOf } from '../test/lifecycle-shop'

/**
 * The shop against a local fake of Shiprocket's API: a booking is made once even when a step fails and is asked
 * again, and the tracking webhook is believed only through Shiprocket's tracking answer.
 */

const fake = await startFakeShiprocket()
const WEBHOOK_TOKEN = 'shiprocket-webhook-token-2026'
const PARCEL = { weightGrams: 650, lengthCm: 25, breadthCm: 18, heightCm: 12 }

afterAll(async () => {
  await fake.close()
  expect(fake.violations).toEqual([])
})

const activity = (date: string, srStatus: string, srLabel: string): FakeShiprocketActivity => ({
  date,
  activity: srLabel.toLowerCase(),
  location: 'Andheri East Hub',
  srStatus,
  srLabel,
})

describeEachShop(
  'shipments through Shiprocket',
  (shop) => {
    let admin: SignedUpUser
    let shopper: SignedUpUser
    let figure: { id: string }

    beforeAll(async () => {
      admin = await signUpAdmin(shop)
      shopper = await signUp(shop.app)
      figure = await product(shop, { pricePaise: 249_900, stock: 50, gstRate: 18 })
    })

    const codOrder = () =>
      placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], { paymentMethod: 'COD' })
    const book = (orderId: string) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/shipment`,
        headers: bearer(admin.token),
        payload: PARCEL,
      })
    async function booked(orderId: string): Promise<Shipment> {
      const response = await book(orderId)
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    const report = (
      awb: unknown,
      key: string | null = WEBHOOK_TOKEN,
      url = '/api/shipping/tracking-updates',
    ) =>
      shop.app.inject({
        method: 'POST',
        url,
        headers: key === null ? {} : { 'x-api-key': key },
        payload: { awb, current_status: 'DELIVERED', current_status_id: 7 },
      })
    async function orderOf(orderId: string): Promise<Order> {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: bearer(admin.token),
      })
      return response.json()
    }
    const shiprocketOrdersOf = (orderId: string) =>
      fake.orders.filter((order) => order.channelOrderId === orderId)

    it("books with Shiprocket once: the courier's AWB, label, pickup and promised date", async () => {
      const order = await codOrder()
      const shipment = await booked(order._id)
      const [made] = shiprocketOrdersOf(order._id)
      expect(made).toMatchObject({ pickupScheduled: true, body: { payment_method: 'COD', weight: 0.65 } })
      expect(shipment).toMatchObject({
        carrier: 'delhivery',
        courierName: 'Delhivery Surface',
        awb: made!.awb,
        labelUrl: `https://kr-shipmultichannel.s3.amazonaws.com/label/${made!.shipmentId}.pdf`,
        // The serviceability answer's etd for the courier assigned.
        estimatedDelivery: '2026-05-05',
        simulated: false,
      })
      expect((await orderOf(order._id)).tracking).toEqual({
        carrier: 'delhivery',
        number: made!.awb,
        url: `https://www.delhivery.com/track-v2/package/${made!.awb}`,
      })
      expect(await booked(order._id)).toEqual(shipment)
      expect(shiprocketOrdersOf(order._id)).toHaveLength(1)
    })

    it('completes a booking cut short by a failed step, without a second Shiprocket order', async () => {
      const order = await codOrder()
      fake.breakNext.set('/courier/generate/label', { status: 500, body: { message: 'Label service down' } })
      const failed = await book(order._id)
      expect(failed.statusCode).toBe(502)
      expect(failed.json().message).toBe('The carrier did not answer. Please try again in a moment.')
      expect((await orderOf(order._id)).status).not.toBe('shipped')
      expect(shiprocketOrdersOf(order._id)).toHaveLength(1)

      const shipment = await booked(order._id)
      expect(shiprocketOrdersOf(order._id)).toHaveLength(1)
      expect(shipment.awb).toBe(shiprocketOrdersOf(order._id)[0]!.awb)
      expect((await orderOf(order._id)).status).toBe('shipped')
    })

    it('refuses a PIN code no courier serves', async () => {
      const order = await codOrder()
      fake.unserviceable.add(order.shippingAddress.postalCode)
      try {
        const refused = await book(order._id)
        expect(refused.statusCode).toBe(409)
        expect(refused.json().message).toBe(
          `No courier delivers to PIN code ${order.shippingAddress.postalCode}`,
        )
        expect(shiprocketOrdersOf(order._id)).toHaveLength(0)
      } finally {
        fake.unserviceable.clear()
      }
    })

    it("believes the webhook only through Shiprocket's tracking, and follows every event", async () => {
      const order = await codOrder()
      const { awb } = await booked(order._id)
      expect((await report(awb, 'wrong-token')).statusCode).toBe(401)
      expect((await report(awb, null)).statusCode).toBe(401)

      // The report says delivered; Shiprocket's tracking does not: nothing moves.
      expect((await report(awb)).statusCode).toBe(200)
      expect((await orderOf(order._id)).status).toBe('shipped')

      fake.activities.set(awb, [activity('2026-11-28 09:10:00', '17', 'OUT FOR DELIVERY')])
      expect((await report(awb)).statusCode).toBe(200)
      expect((await orderOf(order._id)).timeline?.at(-1)).toEqual({
        at: '2026-11-28T03:40:00.000Z',
        event: 'out-for-delivery',
        note: 'out for delivery, Andheri East Hub',
      })

      fake.activities.set(awb, [
        activity('2026-11-28 18:00:00', '21', 'UNDELIVERED'),
        activity('2026-11-28 09:10:00', '17', 'OUT FOR DELIVERY'),
      ])
      expect((await report(Number(awb))).statusCode).toBe(200)
      const waiting = await shop.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}/shipment`,
        headers: bearer(admin.token),
      })
      expect(waiting.json().failedDelivery).toEqual({
        at: '2026-11-28T12:30:00.000Z',
        note: 'undelivered, Andheri East Hub',
      })
      const chosen = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/shipment/failed-delivery`,
        headers: bearer(admin.token),
        payload: { action: 'return' },
      })
      expect(chosen.statusCode, chosen.body).toBe(200)
      expect(fake.ndrActions.at(-1)).toMatchObject({ awb, action: 'return' })

      const before = await stockOf(shop, figure.id)
      // The parcel is back at the shop on 30 November; the shop hears of it the morning after.
      shop.clock.advance(Date.parse('2026-12-01T04:00:00Z') - shop.clock.now().getTime())
      fake.activities.set(awb, [
        activity('2026-11-30 12:00:00', '10', 'RTO DELIVERED'),
        ...fake.activities.get(awb)!,
      ])
      expect((await report(awb, WEBHOOK_TOKEN, '/api/shipping/shiprocket/webhook')).statusCode).toBe(200)
      const back = await orderOf(order._id)
      expect(back.status).toBe('returned')
      expect(back.timeline?.map((entry) => entry.event)).toEqual([
        'placed',
        'shipped',
        'out-for-delivery',
        'delivery-failed',
        'returned',
      ])
      expect(await stockOf(shop, figure.id)).toBe(before + 1)
      // Sent again: nothing moves twice.
      expect((await report(awb)).statusCode).toBe(200)
      expect(await stockOf(shop, figure.id)).toBe(before + 1)
    })

    it('delivers on a confirmed delivery, ignores AWBs not its own, and asks again when tracking is down', async () => {
      const order = await codOrder()
      const { awb } = await booked(order._id)
      expect((await report('9999999999999')).statusCode).toBe(200)

      fake.breakNext.set(`/courier/track/awb/${awb}`, { status: 503, body: { message: 'busy' } })
      expect((await report(awb)).statusCode).toBe(502)

      fake.activities.set(awb, [activity('2026-11-29 13:00:00', '7', 'DELIVERED')])
      expect((await report(awb)).statusCode).toBe(200)
      expect(await orderOf(order._id)).toMatchObject({ status: 'delivered', isPaid: true })
    })
  },
  {
    shiprocket: {
      ...fake.credentials,
      pickupLocation: fake.pickupLocation.name,
      webhookToken: WEBHOOK_TOKEN,
      baseUrl: fake.url,
    },
  },
)
