import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { Order } from '@common/schemas/order'
import { bearer, signUp, signUpAdmin, uniqueEmail, type SignedUpUser } from '../../test/test-app'
import {
  adminCancel,
  describeEachShop,
  payOrder,
  placeOrder,
  product,
  refund,
  refundRequest,
  refundsOf,
  setStatus,
  shopperCancel,
  stockOf,
} from '../../test/lifecycle-shop'
import { listAuditEntries } from '../audit/audit.service'
import type * as AuditService from '../audit/audit.service'
import type * as PaymentProviders from '../payments/payment-providers'

/**
 * The activity log of an order's admin and staff changes: status (and return to origin), delivery, cancellation,
 * refunds and their retries. Each writes one entry in the transaction of its change, none when refused or when
 * nothing changed, and none for what a shopper does to their own order.
 */

/** While set, every entry is written and then its transaction fails, as a change failing after it would. */
const audit = vi.hoisted(() => ({ failAfterEntry: false }))
vi.mock('../audit/audit.service', async (importOriginal) => {
  const actual = await importOriginal<typeof AuditService>()
  return {
    ...actual,
    recordAudit: async (...args: Parameters<typeof actual.recordAudit>) => {
      await actual.recordAudit(...args)
      if (audit.failAfterEntry) throw new Error('the change failed after its entry was written')
    },
  }
})

/** While set, the app's gateway refuses every refund it is asked for, as PhonePe refuses one it cannot make. */
const gateway = vi.hoisted(() => ({ refusesRefunds: false }))
vi.mock('../payments/payment-providers', async (importOriginal) => {
  const actual = await importOriginal<typeof PaymentProviders>()
  return {
    ...actual,
    createPaymentProvider: (...args: Parameters<typeof actual.createPaymentProvider>) => {
      const provider = actual.createPaymentProvider(...args)
      return {
        ...provider,
        name: provider.name,
        startRefund: async (request: Parameters<typeof provider.startRefund>[0]) => {
          if (gateway.refusesRefunds)
            return { state: 'REFUND_FAILED' as const, message: 'PhonePe refused the refund: account closed' }
          return provider.startRefund(request)
        },
      }
    },
  }
})

const BROWSER = 'Mozilla/5.0 (audit test)'

describeEachShop('order changes in the activity log', (shop) => {
  let admin: SignedUpUser
  let staff: SignedUpUser
  let shopper: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
    staff = await signUp(shop.app, { name: 'Packer', email: uniqueEmail('staff') })
    await shop.database.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.id).execute()
    shopper = await signUp(shop.app)
  })

  beforeEach(() => {
    audit.failAfterEntry = false
    gateway.refusesRefunds = false
  })

  const entriesOf = async (entityId: string) =>
    (await listAuditEntries(shop.database.db, { entityId, limit: 100 })).entries

  const actorOf = (user: SignedUpUser) => ({ _id: user.id, email: user.email })

  async function paidOrder(qty = 1): Promise<Order & { productId: string }> {
    const figure = await product(shop, { pricePaise: 129_900, stock: 10 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty }])
    await payOrder(shop, shopper.token, order._id)
    return { ...order, productId: figure.id }
  }

  async function codOrder(qty = 1): Promise<Order & { productId: string }> {
    const figure = await product(shop, { pricePaise: 129_900, stock: 10 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty }], {
      paymentMethod: 'COD',
    })
    return { ...order, productId: figure.id }
  }

  const statusOf = async (orderId: string) =>
    (
      await shop.database.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status

  it("records a staff member's status change with the tracking number, their address and browser, once", async () => {
    const order = await paidOrder()
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/status`,
      headers: { ...bearer(staff.token), 'user-agent': BROWSER },
      payload: { status: 'shipped', trackingNumber: 'DTDC1001', carrier: 'dtdc' },
    })
    expect(shipped.statusCode, shipped.body).toBe(200)

    expect(await entriesOf(order._id)).toEqual([
      {
        _id: expect.any(String),
        at: expect.any(String),
        actor: actorOf(staff),
        action: 'order.status',
        entity: 'order',
        entityId: order._id,
        before: { status: 'processing', trackingNumber: null, carrier: null },
        after: { status: 'shipped', trackingNumber: 'DTDC1001', carrier: 'dtdc' },
        ip: '127.0.0.1',
        userAgent: BROWSER,
      },
    ])

    // The same status and tracking number again changes nothing, and writes nothing.
    const again = await setStatus(shop, staff.token, order._id, {
      status: 'shipped',
      trackingNumber: 'DTDC1001',
      carrier: 'dtdc',
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(await entriesOf(order._id)).toHaveLength(1)

    // A new tracking number alone is a change of its own.
    const corrected = await setStatus(shop, admin.token, order._id, {
      status: 'shipped',
      trackingNumber: 'DTDC1002',
    })
    expect(corrected.statusCode, corrected.body).toBe(200)
    const entries = await entriesOf(order._id)
    expect(entries).toHaveLength(2)
    expect(entries.find((entry) => entry.actor?._id === admin.id)).toMatchObject({
      action: 'order.status',
      before: { trackingNumber: 'DTDC1001' },
      after: { trackingNumber: 'DTDC1002' },
    })

    // So is the carrier alone, corrected with the same number.
    const recarried = await setStatus(shop, admin.token, order._id, {
      status: 'shipped',
      trackingNumber: 'DTDC1002',
      carrier: 'shiprocket',
    })
    expect(recarried.statusCode, recarried.body).toBe(200)
    expect((await entriesOf(order._id)).map((entry) => entry.after)).toContainEqual({ carrier: 'shiprocket' })
  })

  it('writes nothing for a refused status change (409) or bad input (400)', async () => {
    const order = await paidOrder()
    // Return to origin is for a shipped cash-on-delivery parcel only.
    expect((await setStatus(shop, admin.token, order._id, { status: 'returned' })).statusCode).toBe(409)
    expect((await setStatus(shop, admin.token, order._id, { status: 'shipped' })).statusCode).toBe(400)
    expect((await setStatus(shop, admin.token, order._id, { status: 'lost' })).statusCode).toBe(400)
    expect(await entriesOf(order._id)).toEqual([])
  })

  it('records return to origin with what went back on sale', async () => {
    const order = await codOrder(2)
    expect(
      (await setStatus(shop, admin.token, order._id, { status: 'shipped', trackingNumber: 'DL9' }))
        .statusCode,
    ).toBe(200)
    const returned = await setStatus(shop, admin.token, order._id, {
      status: 'returned',
      restock: [{ product: order.productId, qty: 1 }],
    })
    expect(returned.statusCode, returned.body).toBe(200)
    const entries = await entriesOf(order._id)
    expect(entries).toHaveLength(2)
    expect(entries.find((entry) => entry.after?.status === 'returned')).toMatchObject({
      actor: actorOf(admin),
      action: 'order.status',
      entity: 'order',
      before: { status: 'shipped' },
      after: { status: 'returned', restocked: [{ product: order.productId, qty: 1 }] },
    })
    expect((await setStatus(shop, admin.token, order._id, { status: 'returned' })).statusCode).toBe(409)
    expect(await entriesOf(order._id)).toHaveLength(2)
  })

  it('records a delivery as order.deliver, with the cash collected, and nothing when delivered again', async () => {
    const order = await codOrder()
    const delivered = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(staff.token),
    })
    expect(delivered.statusCode, delivered.body).toBe(200)
    const [entry, ...more] = await entriesOf(order._id)
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      actor: actorOf(staff),
      action: 'order.deliver',
      entity: 'order',
      entityId: order._id,
      before: { status: 'pending', paymentStatus: 'pending' },
      after: { status: 'delivered', paymentStatus: 'completed' },
    })
    expect(entry!.before).not.toHaveProperty('trackingNumber')

    const again = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(staff.token),
    })
    expect(again.statusCode).toBe(200)
    expect(await entriesOf(order._id)).toHaveLength(1)
  })

  it("records an admin's cancellation with its reason and refund; a refused one and a shopper's own write nothing", async () => {
    const order = await paidOrder()
    // Refunding is the admin's: a staff member's cancellation that would refund is refused and writes nothing.
    expect((await adminCancel(shop, staff.token, order._id)).statusCode).toBe(403)
    expect(await entriesOf(order._id)).toEqual([])
    const cancelled = await adminCancel(shop, admin.token, order._id, 'Out of stock at the warehouse')
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await entriesOf(order._id)).toMatchObject([
      {
        actor: actorOf(admin),
        action: 'order.cancel',
        entity: 'order',
        entityId: order._id,
        before: { status: 'processing' },
        after: {
          status: 'cancelled',
          reason: 'Out of stock at the warehouse',
          refundAmount: order.totalPrice,
        },
      },
    ])
    expect((await adminCancel(shop, admin.token, order._id)).statusCode).toBe(409)
    expect(await entriesOf(order._id)).toHaveLength(1)

    const own = await paidOrder()
    expect((await shopperCancel(shop, shopper.token, own._id, 'I ordered by mistake')).statusCode).toBe(200)
    expect(await entriesOf(own._id)).toEqual([])
  })

  it('records a cancellation through the status route as a status change', async () => {
    const order = await codOrder()
    const cancelled = await setStatus(shop, admin.token, order._id, { status: 'cancelled' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await entriesOf(order._id)).toMatchObject([
      {
        actor: actorOf(admin),
        action: 'order.status',
        before: { status: 'pending' },
        after: { status: 'cancelled', reason: null },
      },
    ])
    expect((await entriesOf(order._id))[0]!.after).not.toHaveProperty('refundAmount')
    expect((await setStatus(shop, admin.token, order._id, { status: 'cancelled' })).statusCode).toBe(409)
    expect(await entriesOf(order._id)).toHaveLength(1)
  })

  it('records a refund in rupees with its method and reason; a refused one writes nothing', async () => {
    const order = await paidOrder()
    await refund(shop, admin.token, order._id, { amount: 250.5, reason: 'Late delivery' })
    expect(await entriesOf(order._id)).toMatchObject([
      {
        actor: actorOf(admin),
        action: 'order.refund',
        entity: 'order',
        entityId: order._id,
        before: null,
        after: { amount: 250.5, method: 'phonepe', reason: 'Late delivery' },
      },
    ])
    const tooMuch = await refundRequest(shop, admin.token, order._id, {
      amount: order.totalPrice,
      reason: 'All',
    })
    expect(tooMuch.statusCode).toBe(409)
    expect((await refundRequest(shop, admin.token, order._id, { amount: -1, reason: 'x' })).statusCode).toBe(
      400,
    )
    expect(await entriesOf(order._id)).toHaveLength(1)

    // Cash paid back by UPI: the method the admin chose.
    const cod = await codOrder()
    expect(
      (
        await shop.app.inject({
          method: 'PUT',
          url: `/api/orders/${cod._id}/deliver`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(200)
    await refund(shop, admin.token, cod._id, {
      amount: 100,
      reason: 'Goodwill',
      method: 'upi',
      reference: 'UTR42',
    })
    expect((await entriesOf(cod._id)).find((entry) => entry.action === 'order.refund')).toMatchObject({
      after: { amount: 100, method: 'upi', reason: 'Goodwill' },
    })
  })

  it('records a retried refund once; retrying one that has not failed writes nothing', async () => {
    const order = await paidOrder()
    gateway.refusesRefunds = true
    const failed = await refund(shop, admin.token, order._id, { amount: 300, reason: 'Damaged box' })
    expect(failed.status).toBe('failed')
    gateway.refusesRefunds = false

    const retry = () =>
      shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/refunds/${failed._id}/retry`,
        headers: bearer(admin.token),
      })
    expect((await retry()).statusCode).toBe(200)
    const retried = (await entriesOf(order._id)).filter((entry) => entry.action === 'order.refund-retry')
    expect(retried).toEqual([
      expect.objectContaining({
        actor: actorOf(admin),
        entity: 'order',
        entityId: order._id,
        before: { refundStatus: 'failed', failureReason: failed.failureReason },
        after: { refundStatus: 'pending', failureReason: null, refundId: failed._id, amount: 300 },
      }),
    ])
    expect((await retry()).statusCode).toBe(409)
    expect(await entriesOf(order._id)).toHaveLength(2)
  })

  it('loses the entry with its change when the transaction fails after the entry was written', async () => {
    const order = await paidOrder()
    audit.failAfterEntry = true
    expect(
      (await setStatus(shop, admin.token, order._id, { status: 'shipped', trackingNumber: 'X1' })).statusCode,
    ).toBe(500)
    expect(await statusOf(order._id)).toBe('processing')

    expect(
      (await refundRequest(shop, admin.token, order._id, { amount: 10, reason: 'Goodwill' })).statusCode,
    ).toBe(500)
    expect(await refundsOf(shop, admin.token, order._id)).toEqual([])

    expect((await adminCancel(shop, admin.token, order._id, 'Mistake')).statusCode).toBe(500)
    expect(await statusOf(order._id)).toBe('processing')
    expect(await stockOf(shop, order.productId)).toBe(9)

    const cod = await codOrder()
    expect(
      (
        await shop.app.inject({
          method: 'PUT',
          url: `/api/orders/${cod._id}/deliver`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(500)
    expect(await statusOf(cod._id)).toBe('pending')

    expect(await entriesOf(order._id)).toEqual([])
    expect(await entriesOf(cod._id)).toEqual([])

    audit.failAfterEntry = false
    expect(
      (await setStatus(shop, admin.token, order._id, { status: 'shipped', trackingNumber: 'X1' })).statusCode,
    ).toBe(200)
    expect(await entriesOf(order._id)).toHaveLength(1)
  })
})
