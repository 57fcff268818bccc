import { beforeAll, expect, it } from 'vitest'
import type { Order } from '@common/schemas/order'
import type { Shipment } from '@common/schemas/shipping'
import { bearer, signUp, signUpAdmin, signUpStaff, type SignedUpUser } from '../test/test-app'
import {
  adminCancel,
  describeEachShop,
  mailKindsTo,
  MUMBAI,
  payOrder,
  placeOrder,
  product,
  type Shop,
  stockOf,
} from '../test/lifecycle-shop'
import { countReturnedParcels } from '../modules/orders'
import { BOOKING_CLAIM_MS } from '../modules/shipments/shipments-store'

/**
 * Booking a parcel through the built-in shipping simulator and following it: the booking ships the order once,
 * whatever is clicked twice or cut short, and the carrier's events move it to the door or back to the shop.
 */

const PARCEL = { weightGrams: 450, lengthCm: 20, breadthCm: 15, heightCm: 10 }

const book = (shop: Shop, token: string, orderId: string, parcel: object = PARCEL) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/shipment`,
    headers: bearer(token),
    payload: parcel,
  })

async function booked(shop: Shop, token: string, orderId: string): Promise<Shipment> {
  const response = await book(shop, token, orderId)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const simulate = (shop: Shop, token: string, awb: string, event: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/shipping/simulator/events',
    headers: bearer(token),
    payload: { awb, event },
  })

async function simulated(shop: Shop, token: string, awb: string, event: string): Promise<Order> {
  const response = await simulate(shop, token, awb, event)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function adminOrder(shop: Shop, token: string, orderId: string): Promise<Order> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: bearer(token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const events = (order: Order) => (order.timeline ?? []).map((entry) => entry.event)

describeEachShop('shipments through the simulator', (shop) => {
  let admin: SignedUpUser
  let staff: SignedUpUser
  let shopper: SignedUpUser
  let figure: { id: string }

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
    staff = await signUpStaff(shop)
    shopper = await signUp(shop.app)
    figure = await product(shop, { pricePaise: 129_900, stock: 100, gstRate: 18 })
  })

  const codOrder = () =>
    placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], { paymentMethod: 'COD' })

  it('books a parcel once and ships the order with its AWB, label and expected delivery', async () => {
    const order = await codOrder()
    const shipment = await booked(shop, staff.token, order._id)
    expect(shipment).toMatchObject({
      orderId: order._id,
      carrier: 'other',
      courierName: 'Simulated Express',
      parcel: PARCEL,
      failedDelivery: null,
      simulated: true,
    })
    expect(shipment.awb).toMatch(/^SIM\d{12}$/)
    expect(shipment.labelUrl).toMatch(
      new RegExp(`^/api/shipping/simulator/labels/${shipment.awb}\\?signature=`),
    )
    // The simulator promises four days from placing, in Indian dates.
    expect(shipment.estimatedDelivery).toBe('2026-11-30')

    const shipped = await adminOrder(shop, admin.token, order._id)
    expect(shipped).toMatchObject({
      status: 'shipped',
      trackingNumber: shipment.awb,
      tracking: { carrier: 'other', number: shipment.awb, url: null },
      estimatedDelivery: '2026-11-30',
    })
    expect(events(shipped)).toContain('shipped')
    expect(await mailKindsTo(shop, shopper.email)).toContain('order-shipped')

    // Asked again (a second click, a retry after a timeout): the same booking, nothing booked twice.
    const again = await booked(shop, admin.token, order._id)
    expect(again).toEqual(shipment)
    const rows = await shop.database.db
      .selectFrom('shipments')
      .select('awb')
      .where('order_id', '=', order._id)
      .execute()
    expect(rows).toEqual([{ awb: shipment.awb }])
    const read = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/shipment`,
      headers: bearer(staff.token),
    })
    expect(read.json()).toEqual(shipment)
  })

  it('books two clicks at the same moment once', async () => {
    const order = await codOrder()
    const answers = await Promise.all([
      book(shop, admin.token, order._id),
      book(shop, staff.token, order._id),
    ])
    const succeeded = answers.filter((answer) => answer.statusCode === 200)
    expect(succeeded.length).toBeGreaterThanOrEqual(1)
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode)
    const audit = await shop.database.db
      .selectFrom('audit_entries')
      .select('after')
      .where('entity_id', '=', order._id)
      .where('action', '=', 'order.status')
      .execute()
    expect(audit).toHaveLength(1)
  })

  it('takes over a booking left by a crash, and refuses one still running', async () => {
    const order = await codOrder()
    const now = shop.clock.now()
    await shop.database.db
      .insertInto('shipments')
      .values({
        order_id: order._id,
        weight_grams: 300,
        length_cm: 10,
        breadth_cm: 10,
        height_cm: 10,
        claimed_until: new Date(now.getTime() + BOOKING_CLAIM_MS).toISOString(),
        created_at: now.toISOString(),
      })
      .execute()
    const running = await book(shop, admin.token, order._id)
    expect(running.statusCode).toBe(409)
    expect(running.json().message).toMatch(/being booked right now/)

    shop.clock.advance(BOOKING_CLAIM_MS + 1)
    const shipment = await booked(shop, admin.token, order._id)
    expect(shipment.parcel).toEqual(PARCEL)
    expect((await adminOrder(shop, admin.token, order._id)).status).toBe('shipped')
  })

  it('refuses what cannot be shipped, with a message, and leaves no claim behind', async () => {
    const nowhere = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    // The simulator's couriers serve no PIN code ending in 99.
    const unserviceable = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: {
        orderItems: [{ product: figure.id, qty: 1 }],
        shippingAddress: { ...MUMBAI, postalCode: '400099' },
        paymentMethod: 'COD',
      },
    })
    expect(unserviceable.statusCode, unserviceable.body).toBe(201)
    const refused = await book(shop, admin.token, unserviceable.json()._id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('No courier delivers to PIN code 400099')
    const left = await shop.database.db
      .selectFrom('shipments')
      .select('order_id')
      .where('order_id', '=', unserviceable.json()._id)
      .execute()
    expect(left).toEqual([])

    const unpaid = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    const notPaid = await book(shop, admin.token, unpaid._id)
    expect(notPaid.statusCode).toBe(409)
    expect(notPaid.json().message).toMatch(/not paid yet/)

    const cancelled = await codOrder()
    expect((await adminCancel(shop, admin.token, cancelled._id)).statusCode).toBe(200)
    expect((await book(shop, admin.token, cancelled._id)).statusCode).toBe(409)

    expect((await book(shop, admin.token, nowhere._id, { ...PARCEL, weightGrams: 0 })).statusCode).toBe(400)
    expect((await book(shop, shopper.token, nowhere._id)).statusCode).toBe(403)
    const missing = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${nowhere._id}/shipment`,
      headers: bearer(admin.token),
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('No shipment is booked for this order')
  })

  it('follows the parcel to the door: out for delivery, a failed attempt, the admin reattempts, delivered', async () => {
    const order = await codOrder()
    const { awb } = await booked(shop, admin.token, order._id)
    shop.clock.advance(60_000)
    const out = await simulated(shop, admin.token, awb, 'out-for-delivery')
    expect(out.status).toBe('shipped')
    expect(events(out)).toEqual(['placed', 'shipped', 'out-for-delivery'])

    shop.clock.advance(60_000)
    const failed = await simulated(shop, admin.token, awb, 'delivery-failed')
    expect(events(failed).at(-1)).toBe('delivery-failed')
    const waiting = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/shipment`,
      headers: bearer(staff.token),
    })
    expect(waiting.json().failedDelivery).toMatchObject({ at: shop.clock.now().toISOString() })

    const choose = (action: string) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/shipment/failed-delivery`,
        headers: bearer(staff.token),
        payload: { action },
      })
    expect((await choose('later')).statusCode).toBe(400)
    const chosen = await choose('reattempt')
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(chosen.json()).toMatchObject({
      failedDelivery: null,
      failedDeliveryAction: { action: 'reattempt' },
    })
    const twice = await choose('return')
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('No failed delivery attempt is waiting for a decision')

    shop.clock.advance(60_000)
    const delivered = await simulated(shop, admin.token, awb, 'delivered')
    expect(delivered).toMatchObject({ status: 'delivered', isPaid: true, paymentStatus: 'completed' })
    // Delivering collects the cash: the order is paid at the door.
    expect(events(delivered)).toEqual([
      'placed',
      'shipped',
      'out-for-delivery',
      'delivery-failed',
      'paid',
      'delivered',
    ])
    expect(await mailKindsTo(shop, shopper.email)).toContain('order-delivered')

    // A report sent again moves nothing and records nothing twice.
    const again = await simulated(shop, admin.token, awb, 'delivered')
    expect(events(again)).toEqual(events(delivered))
  })

  it('takes a cash-on-delivery parcel back at the shop: returned, stock back, counted against the customer', async () => {
    const order = await codOrder()
    const before = await stockOf(shop, figure.id)
    const returnedBefore = await countReturnedParcels(shop.database.db, shopper.id)
    const { awb } = await booked(shop, admin.token, order._id)
    await simulated(shop, admin.token, awb, 'delivery-failed')
    // Reported twice at the same moment (resent, or to two instances): both answered, the stock back once.
    const reports = await Promise.all([
      simulate(shop, admin.token, awb, 'rto-delivered'),
      simulate(shop, admin.token, awb, 'rto-delivered'),
    ])
    expect(reports.map((report) => report.statusCode)).toEqual([200, 200])
    const returned: Order = reports[0]!.json()
    expect(returned.status).toBe('returned')
    expect(events(returned).at(-1)).toBe('returned')
    expect(await stockOf(shop, figure.id)).toBe(before + 1)
    expect(await countReturnedParcels(shop.database.db, shopper.id)).toBe(returnedBefore + 1)
  })

  it("takes a prepaid parcel back too, leaving its money for the admin's refund", async () => {
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }])
    await payOrder(shop, shopper.token, order._id)
    const before = await stockOf(shop, figure.id)
    const { awb } = await booked(shop, admin.token, order._id)
    const returned = await simulated(shop, admin.token, awb, 'rto-delivered')
    expect(returned).toMatchObject({ status: 'returned', isPaid: true })
    expect(returned.refundableAmount).toBe(returned.totalPrice)
    expect(await stockOf(shop, figure.id)).toBe(before + 2)
  })

  it('prints a signed label, and lets only an admin send events while the simulator runs', async () => {
    const order = await codOrder()
    const shipment = await booked(shop, admin.token, order._id)
    const label = await shop.app.inject({ method: 'GET', url: shipment.labelUrl })
    expect(label.statusCode).toBe(200)
    expect(label.headers['content-type']).toMatch(/^text\/html/)
    expect(label.body).toContain(shipment.awb)
    expect(label.body).toContain(MUMBAI.fullName)
    expect(label.body).toContain(MUMBAI.postalCode)
    expect(label.body).toContain('COD: collect ₹')
    const forged = await shop.app.inject({
      method: 'GET',
      url: shipment.labelUrl.replace(/signature=.*/, 'signature=forged'),
    })
    expect(forged.statusCode).toBe(404)

    expect((await simulate(shop, staff.token, shipment.awb, 'delivered')).statusCode).toBe(403)
    expect((await simulate(shop, admin.token, 'SIM000000000000', 'delivered')).statusCode).toBe(404)
    expect((await simulate(shop, admin.token, shipment.awb, 'lost')).statusCode).toBe(400)
    // Without Shiprocket there is no webhook token: nobody's report is taken.
    const webhook = await shop.app.inject({
      method: 'POST',
      url: '/api/shipping/tracking-updates',
      headers: { 'x-api-key': 'anything' },
      payload: { awb: shipment.awb, current_status: 'DELIVERED' },
    })
    expect(webhook.statusCode).toBe(401)
    expect((await adminOrder(shop, admin.token, order._id)).status).toBe('shipped')
  })

  it('expects a parcel shipped by hand when the delivery zone says', async () => {
    const order = await codOrder()
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'shipped', trackingNumber: 'DL123456789', carrier: 'delhivery' },
    })
    expect(response.statusCode, response.body).toBe(200)
    // The default delivery days within Maharashtra, from the shop's clock (26 Nov, IST).
    expect(response.json().estimatedDelivery).toMatch(/^2026-1[12]-\d{2}$/)
    expect(response.json().estimatedDelivery > '2026-11-26').toBe(true)
  })
})
