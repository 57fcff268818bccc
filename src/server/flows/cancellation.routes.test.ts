import type { LightMyRequestResponse } from 'fastify'
import { expect, it } from 'vitest'
import {
  CANCELLED_ORDER_NOT_SENT_MESSAGE,
  CANNOT_CANCEL_MESSAGE,
  DELIVERED_ORDER_NOT_CANCELLED_MESSAGE,
  REFUNDED_ORDER_NOT_REOPENED_MESSAGE,
  STAFF_CANNOT_REFUND_CANCEL_MESSAGE,
  type Order,
} from '@common/schemas/order'
import { bearer, signUp, signUpAdmin, signUpStaff } from '../test/test-app'
import {
  adminCancel,
  describeEachShop,
  followRefunds,
  mailKindsTo,
  myOrder,
  payOrder,
  placeOrder,
  product,
  setStatus,
  shopperCancel,
  stockOf,
  type Shop,
} from '../test/lifecycle-shop'

/**
 * What a cancellation may do and who may ask for it (DESIGN §7 and §9): every status change checks, under the
 * order's lock, the status it moves from, so a cancellation and a shipment sent at the same moment never both
 * go through; a delivered order is never cancelled; a cancellation that refunds a payment is the admin's.
 */

const deliver = (shop: Shop, token: string, orderId: string) =>
  shop.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/deliver`, headers: bearer(token) })

const ship = (shop: Shop, token: string, orderId: string) =>
  setStatus(shop, token, orderId, { status: 'shipped', trackingNumber: 'DTDC123456789' })

/** The one that answered 200 and the one that answered 409: exactly one of each, or the race went wrong. */
function winnerOf(answers: { cancel: LightMyRequestResponse; send: LightMyRequestResponse }) {
  expect([answers.cancel.statusCode, answers.send.statusCode].sort()).toEqual([200, 409])
  return answers.cancel.statusCode === 200 ? ('cancel' as const) : ('send' as const)
}

describeEachShop('a cancellation and a shipment sent at the same moment', (shop) => {
  const ROUNDS = 12

  it("lets exactly one of a shopper's cancel and an admin's shipment win, round after round: stock exact, at most one refund", async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: ROUNDS, pricePaise: 99_900 })
    const outcomes: { order: Order; winner: 'cancel' | 'send' }[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
      await payOrder(shop, shopper.token, order._id)
      const [cancel, send] = await Promise.all([
        shopperCancel(shop, shopper.token, order._id),
        ship(shop, admin.token, order._id),
      ])
      const winner = winnerOf({ cancel, send })
      expect((winner === 'cancel' ? send : cancel).json().message).toBe(
        winner === 'cancel' ? CANCELLED_ORDER_NOT_SENT_MESSAGE : CANNOT_CANCEL_MESSAGE,
      )
      const after = await myOrder(shop, shopper.token, order._id)
      expect(after.status).toBe(winner === 'cancel' ? 'cancelled' : 'shipped')
      expect(after.refunds).toHaveLength(winner === 'cancel' ? 1 : 0)
      outcomes.push({ order, winner })
      // Each shipped order keeps its unit; each cancelled one gave its unit back, once.
      const shipped = outcomes.filter((outcome) => outcome.winner === 'send').length
      expect(await stockOf(shop, figure.id)).toBe(ROUNDS - shipped)
    }

    await followRefunds(shop)
    for (const { order, winner } of outcomes) {
      const after = await myOrder(shop, shopper.token, order._id)
      if (winner === 'cancel')
        expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 999 })
      else
        expect(after).toMatchObject({
          status: 'shipped',
          paymentStatus: 'completed',
          refundedAmount: 0,
          refunds: [],
        })
    }
  })

  it("lets exactly one of an admin's cancel and the deliver call win on a shipped cash-on-delivery order", async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 10 })
    let delivered = 0
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
        paymentMethod: 'COD',
      })
      expect((await ship(shop, admin.token, order._id)).statusCode).toBe(200)
      const [cancel, send] = await Promise.all([
        adminCancel(shop, admin.token, order._id),
        deliver(shop, admin.token, order._id),
      ])
      const winner = winnerOf({ cancel, send })
      if (winner === 'send') delivered += 1
      expect(await myOrder(shop, shopper.token, order._id)).toMatchObject(
        winner === 'cancel'
          ? { status: 'cancelled', isPaid: false, isDelivered: false }
          : { status: 'delivered', isPaid: true, isDelivered: true },
      )
      expect(await stockOf(shop, figure.id)).toBe(10 - delivered)
    }
  })
})

describeEachShop('what a cancellation may not do', (shop) => {
  it('never cancels a delivered order, on either route: 409 naming a return, stock and payment untouched', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 5, pricePaise: 150_000 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }])
    await payOrder(shop, shopper.token, order._id)
    expect((await ship(shop, admin.token, order._id)).statusCode).toBe(200)
    expect((await deliver(shop, admin.token, order._id)).statusCode).toBe(200)

    for (const refused of [
      await adminCancel(shop, admin.token, order._id, 'Customer changed their mind'),
      await setStatus(shop, admin.token, order._id, { status: 'cancelled' }),
      await shopperCancel(shop, shopper.token, order._id),
    ]) {
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(DELIVERED_ORDER_NOT_CANCELLED_MESSAGE)
    }
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'completed',
      refunds: [],
      refundableAmount: 3000,
    })
    expect(await stockOf(shop, figure.id)).toBe(3)
    expect(await mailKindsTo(shop, shopper.email)).not.toContain('order-cancelled')
  })

  it('lets the admin cancel a shipped order that has not been delivered: stock back, payment refunded', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 5, pricePaise: 150_000 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    await payOrder(shop, shopper.token, order._id)
    expect((await ship(shop, admin.token, order._id)).statusCode).toBe(200)

    const cancelled = await adminCancel(shop, admin.token, order._id, 'Parcel stopped at the hub')
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refunds: [{ amount: 1500 }] })
    expect(await stockOf(shop, figure.id)).toBe(5)
  })

  it('refuses staff a cancellation that would refund a payment (403 on either route), and changes nothing', async () => {
    const staff = await signUpStaff(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 5, pricePaise: 80_000 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }])
    await payOrder(shop, shopper.token, order._id)

    for (const refused of [
      await adminCancel(shop, staff.token, order._id, 'Out of stock'),
      await setStatus(shop, staff.token, order._id, { status: 'cancelled' }),
    ]) {
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ success: false, message: STAFF_CANNOT_REFUND_CANCEL_MESSAGE })
    }
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'processing',
      paymentStatus: 'completed',
      refunds: [],
    })
    expect(await stockOf(shop, figure.id)).toBe(3)
    expect(await mailKindsTo(shop, shopper.email)).not.toContain('order-cancelled')
  })

  it('lets staff cancel an order that holds no payment, online or cash on delivery', async () => {
    const staff = await signUpStaff(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 5 })
    const unpaid = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    const cash = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }], {
      paymentMethod: 'COD',
    })
    expect(await stockOf(shop, figure.id)).toBe(2)

    const first = await adminCancel(shop, staff.token, unpaid._id)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ status: 'cancelled', refunds: [] })
    const second = await setStatus(shop, staff.token, cash._id, { status: 'cancelled' })
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json()).toMatchObject({ status: 'cancelled', refunds: [] })
    expect(await stockOf(shop, figure.id)).toBe(5)
  })

  it('never ships or delivers a cancelled order, and never reopens one whose payment went back', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 5, pricePaise: 50_000 })
    const paid = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    await payOrder(shop, shopper.token, paid._id)
    expect((await shopperCancel(shop, shopper.token, paid._id)).statusCode).toBe(200)

    const shipped = await ship(shop, admin.token, paid._id)
    expect(shipped.statusCode).toBe(409)
    expect(shipped.json().message).toBe(CANCELLED_ORDER_NOT_SENT_MESSAGE)
    const delivered = await setStatus(shop, admin.token, paid._id, { status: 'delivered' })
    expect(delivered.json().message).toBe(CANCELLED_ORDER_NOT_SENT_MESSAGE)
    const reopened = await setStatus(shop, admin.token, paid._id, { status: 'processing' })
    expect(reopened.statusCode).toBe(409)
    expect(reopened.json().message).toBe(REFUNDED_ORDER_NOT_REOPENED_MESSAGE)
    expect(await stockOf(shop, figure.id)).toBe(5)

    // Nothing was paid for this one: the admin may take the cancel back, and then send it.
    const cash = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    expect((await shopperCancel(shop, shopper.token, cash._id)).statusCode).toBe(200)
    expect((await ship(shop, admin.token, cash._id)).statusCode).toBe(409)
    expect((await setStatus(shop, admin.token, cash._id, { status: 'processing' })).statusCode).toBe(200)
    expect((await ship(shop, admin.token, cash._id)).statusCode).toBe(200)
    expect(await stockOf(shop, figure.id)).toBe(4)
  })
})
