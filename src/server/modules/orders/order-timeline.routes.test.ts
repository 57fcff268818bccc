import { beforeAll, expect, it } from 'vitest'
import { DEFAULT_COD_SETTINGS } from '@common/schemas/cash-on-delivery'
import type { Order } from '@common/schemas/order'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from '../../test/test-app'
import {
  adminCancel,
  describeEachShop,
  followRefunds,
  myOrder,
  payOrder,
  placeOrder,
  product,
  setStatus,
} from '../../test/lifecycle-shop'
import { outboxMails } from '../../test/outbox-mails'
import { appendOrderEvent } from './order-timeline'

/**
 * Carriers and the order's timeline: shipping records the carrier and the order answers its tracking page; one
 * order's answer carries what happened to it, oldest first, and lists leave the timeline out.
 */
describeEachShop('carriers and the order timeline', (shop) => {
  let admin: SignedUpUser
  let shopper: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
    shopper = await signUp(shop.app)
  })

  const adminOrder = async (orderId: string): Promise<Order> => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const eventsOf = (order: Order) => order.timeline?.map((entry) => entry.event)
  const isOldestFirst = (order: Order) => {
    const times = (order.timeline ?? []).map((entry) => entry.at)
    return times.every((at, index) => index === 0 || times[index - 1]! <= at)
  }
  /** Every step follows the shop's clock: a minute between steps keeps their order plain to read. */
  const aMinuteLater = () => shop.clock.advance(60_000)

  async function paidOrder(): Promise<Order> {
    const figure = await product(shop, { pricePaise: 150_000, stock: 5 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    await payOrder(shop, shopper.token, order._id)
    return order
  }

  it('stores the carrier and answers its tracking page, then the timeline of a placed, paid, shipped, delivered order', async () => {
    const order = await paidOrder()
    const shipped = await setStatus(shop, admin.token, order._id, {
      status: 'shipped',
      trackingNumber: 'DL123456789',
      carrier: 'delhivery',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    const tracking = {
      carrier: 'delhivery',
      number: 'DL123456789',
      url: 'https://www.delhivery.com/track-v2/package/DL123456789',
    }
    expect(shipped.json().tracking).toEqual(tracking)

    // A carrier's webhook records what nothing else does.
    aMinuteLater()
    await appendOrderEvent(shop.database.db, order._id, {
      event: 'out-for-delivery',
      at: shop.clock.now().toISOString(),
    })
    aMinuteLater()
    const delivered = await setStatus(shop, admin.token, order._id, { status: 'delivered' })
    expect(delivered.statusCode, delivered.body).toBe(200)

    const mine = await myOrder(shop, shopper.token, order._id)
    // Tracking stays once delivered.
    expect(mine.tracking).toEqual(tracking)
    expect(eventsOf(mine)).toEqual(['placed', 'paid', 'shipped', 'out-for-delivery', 'delivered'])
    expect(mine.timeline?.[2]).toMatchObject({ event: 'shipped', note: 'Delhivery DL123456789' })
    expect(isOldestFirst(mine)).toBe(true)
    expect((await adminOrder(order._id)).timeline).toEqual(mine.timeline)

    // The shipped mail links the tracking page.
    const [shippedMail] = await outboxMails(shop.database.db, { to: shopper.email, kind: 'order-shipped' })
    expect(shippedMail?.text).toContain('https://www.delhivery.com/track-v2/package/DL123456789')

    // Lists leave the timeline out but answer the tracking.
    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders',
      headers: bearer(shopper.token),
    })
    const listed = (list.json() as Order[]).find((each) => each._id === order._id)
    expect(listed?.tracking).toEqual(tracking)
    expect(listed?.timeline).toBeUndefined()
  })

  it('reads a shipment without a carrier as other, with no tracking page, and refuses an unknown carrier', async () => {
    const order = await paidOrder()
    const unknown = await setStatus(shop, admin.token, order._id, {
      status: 'shipped',
      trackingNumber: 'X1',
      carrier: 'pigeon',
    })
    expect(unknown.statusCode).toBe(400)
    const shipped = await setStatus(shop, admin.token, order._id, { status: 'shipped', trackingNumber: 'X1' })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json().tracking).toEqual({ carrier: 'other', number: 'X1', url: null })
  })

  it('answers the timeline of an order cancelled and refunded', async () => {
    const order = await paidOrder()
    const cancelled = await adminCancel(shop, admin.token, order._id, 'Out of stock at the warehouse')
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await followRefunds(shop)
    const mine = await myOrder(shop, shopper.token, order._id)
    expect(eventsOf(mine)).toEqual(['placed', 'paid', 'cancelled', 'refunded'])
    expect(mine.timeline?.[2]).toMatchObject({ note: 'Out of stock at the warehouse' })
    expect(mine.tracking).toBeNull()
    expect(isOldestFirst(mine)).toBe(true)
  })

  it('answers the timeline of an order returned and refunded', async () => {
    const figure = await product(shop, { pricePaise: 129_900, stock: 5 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    const delivered = await setStatus(shop, admin.token, order._id, { status: 'delivered' })
    expect(delivered.statusCode, delivered.body).toBe(200)
    aMinuteLater()
    const asked = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${order._id}/returns`,
      headers: bearer(shopper.token),
      payload: { items: [{ product: figure.id, qty: 1 }], reason: 'changed-mind' },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const decide = (payload: object) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/returns/${asked.json()._id}`,
        headers: bearer(admin.token),
        payload,
      })
    expect((await decide({ status: 'approved' })).statusCode).toBe(200)
    shop.clock.advance(60_000)
    const received = await decide({
      status: 'received',
      restock: [{ product: figure.id, qty: 1 }],
      refundAmount: 1299,
      refundMethod: 'upi',
      refundReference: 'UTR123',
    })
    expect(received.statusCode, received.body).toBe(200)
    const mine = await myOrder(shop, shopper.token, order._id)
    // Cash on delivery is paid as it is delivered.
    expect(eventsOf(mine)).toEqual([
      'placed',
      'paid',
      'shipped',
      'delivered',
      'return-requested',
      'returned',
      'refunded',
    ])
    expect(isOldestFirst(mine)).toBe(true)
  })
  it('answers when the shopper confirmed a cash-on-delivery order the shop asked them to confirm', async () => {
    const settings = (confirmationHours: number) =>
      shop.app.inject({
        method: 'PUT',
        url: '/api/cod/settings',
        headers: bearer(admin.token),
        payload: { ...DEFAULT_COD_SETTINGS, confirmationHours },
      })
    expect((await settings(24)).statusCode).toBe(200)
    try {
      const figure = await product(shop, { pricePaise: 99_900, stock: 5 })
      const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
        paymentMethod: 'COD',
      })
      expect(eventsOf(await myOrder(shop, shopper.token, order._id))).toEqual(['placed'])
      shop.clock.advance(60_000)
      const confirmed = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/my-orders/${order._id}/confirm`,
        headers: bearer(shopper.token),
        payload: {},
      })
      expect(confirmed.statusCode, confirmed.body).toBe(200)
      const mine = await myOrder(shop, shopper.token, order._id)
      expect(mine.timeline).toEqual([
        { at: order.createdAt, event: 'placed' },
        { at: shop.clock.now().toISOString(), event: 'confirmed' },
      ])
    } finally {
      expect((await settings(DEFAULT_COD_SETTINGS.confirmationHours)).statusCode).toBe(200)
    }
  })
})
