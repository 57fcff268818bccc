import type { Kysely } from 'kysely'
import { expect, it, vi } from 'vitest'
import { PAYMENT_AUTO_SUCCESS_MS } from '@common/constants'
import {
  CANNOT_CANCEL_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  PAYMENT_NOT_COMPLETED_REASON,
  type Order,
} from '@common/schemas/order'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import type { Database } from '../db/schema'
import type * as PaymentsService from '../modules/payments/payments.service'
import { bearer, signUp, signUpAdmin } from '../test/test-app'
import { outboxMails } from '../test/outbox-mails'
import { claimExpiredHolds } from '../modules/orders/order-transitions'
import { createPhonePeSimulator } from '../modules/payments/phonepe-simulator'
import { CANCELLED_ORDER_REFUND_REASON, cancelOrder, SHOPPER_CANCELLABLE } from './cancellation'
import { HOLD_CLAIM_MS } from './hold-expiry'
import {
  ABANDONED_MOBILE,
  adminCancel,
  describeEachShop,
  expireEarlierHolds,
  expireHolds,
  FAILING_MOBILE,
  followRefunds,
  HOLD_MS,
  initiate,
  lifecycleOf,
  mailKindsTo,
  mailsTo,
  myOrder,
  paymentStatus,
  payOrder,
  placeOrder,
  placeOrderRequest,
  product,
  setStatus,
  shopperCancel,
  startPayment,
  statusCodes,
  stockOf,
  transactionStatusOf,
  type Shop,
} from '../test/lifecycle-shop'
import { LATE_PAYMENT_REASON } from './payment-confirmation'

/**
 * Set by a test to act at the moment a cancellation has looked for the order's payment and not yet cancelled
 * it: the lookup made outside any transaction, on the app's own connection. Everything else passes through.
 */
const paymentLookup = vi.hoisted(() => ({
  hook: undefined as undefined | { db: unknown; run: () => Promise<void> },
}))
vi.mock('../modules/payments/payments.service', async (importOriginal) => {
  const actual = await importOriginal<typeof PaymentsService>()
  return {
    ...actual,
    successfulPaymentOf: async (db: Kysely<Database>, orderId: string) => {
      const found = await actual.successfulPaymentOf(db, orderId)
      const hook = paymentLookup.hook
      if (hook && hook.db === db) {
        paymentLookup.hook = undefined
        await hook.run()
      }
      return found
    },
  }
})

/** Any number but the simulator's two test numbers succeeds. */
const GOOD_MOBILE_FOR_RETRY = '9123456780'

const cancelledMailsAbout = async (shop: Shop, email: string, orders: Order[]) => {
  const subjects = (await mailsTo(shop, email))
    .filter((mail) => mail.kind === 'order-cancelled')
    .map((mail) => mail.subject)
  return orders.map((order) => subjects.filter((subject) => subject.includes(order.orderNumber)).length)
}

describeEachShop('payment holds', (shop) => {
  const db = () => shop.database.db

  it('gives an online order a hold of PAYMENT_HOLD_MINUTES from placement, and a cash-on-delivery order none', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop)
    const placedAt = shop.clock.now()
    const online = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    const cod = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    expect(online.holdExpiresAt).toBe(new Date(placedAt.getTime() + HOLD_MS).toISOString())
    expect(cod.holdExpiresAt).toBeNull()
    expect((await myOrder(shop, shopper.token, online._id)).holdExpiresAt).toBe(online.holdExpiresAt)
  })

  it('gives back stock, discount use and per-customer allowance when a hold expires, and tells the shopper', async () => {
    await expireEarlierHolds(shop)
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const code = `HOLD${Date.now().toString(36).toUpperCase()}`
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(admin.token),
      payload: { code, type: 'percentage', value: 10, usageLimit: 1 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const timesUsed = async () => {
      const response = await shop.app.inject({
        method: 'GET',
        url: '/api/discounts',
        headers: bearer(admin.token),
      })
      return response.json().discounts.find((entry: { code: string }) => entry.code === code).timesUsed
    }
    const limited = await product(shop, { stock: 5, maxPerCustomer: 1 })
    const keychain = await product(shop, { stock: 7, pricePaise: 50_000 })
    const lines = [
      { product: limited.id, qty: 1 },
      { product: keychain.id, qty: 2 },
    ]
    const order = await placeOrder(shop, shopper.token, lines, { discountCode: code })
    expect(order.discountPrice).toBeGreaterThan(0)
    expect([await stockOf(shop, limited.id), await stockOf(shop, keychain.id)]).toEqual([4, 5])
    expect(await timesUsed()).toBe(1)
    // While the hold runs the allowance (1 per customer) and the code (1 use) are taken.
    expect((await placeOrderRequest(shop, shopper.token, [{ product: limited.id, qty: 1 }])).statusCode).toBe(
      409,
    )

    shop.clock.advance(HOLD_MS - 1_000)
    expect(await expireHolds(shop)).toBe(0)
    expect((await myOrder(shop, shopper.token, order._id)).status).toBe('pending')
    expect(await stockOf(shop, limited.id)).toBe(4)

    shop.clock.advance(2_000)
    const expiredAt = shop.clock.now().toISOString()
    expect(await expireHolds(shop)).toBe(1)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'cancelled',
      cancelReason: PAYMENT_NOT_COMPLETED_REASON,
      cancelledAt: expiredAt,
      holdExpiresAt: null,
      isPaid: false,
      refunds: [],
    })
    expect([await stockOf(shop, limited.id), await stockOf(shop, keychain.id)]).toEqual([5, 7])
    expect(await timesUsed()).toBe(0)
    expect(await cancelledMailsAbout(shop, shopper.email, [order])).toEqual([1])
    // Nothing is given back twice.
    expect(await expireHolds(shop)).toBe(0)
    expect(await stockOf(shop, limited.id)).toBe(5)

    // The allowance and the code are the shopper's again.
    const again = await placeOrder(shop, shopper.token, [{ product: limited.id, qty: 1 }], {
      discountCode: code,
    })
    expect(again.discountCode).toBe(code)
    expect(await timesUsed()).toBe(1)
  })

  it('keeps an order whose payment was confirmed at the last second, when the hold expires', async () => {
    await expireEarlierHolds(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 3 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    shop.clock.advance(HOLD_MS - 1_000)
    await startPayment(shop, shopper.token, order._id)
    shop.clock.advance(PAYMENT_AUTO_SUCCESS_MS + 3_000) // past the simulator's success and past the hold

    expect(await expireHolds(shop)).toBe(0)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'processing',
      paymentStatus: 'completed',
      isPaid: true,
      cancelledAt: null,
      holdExpiresAt: null,
    })
    expect(await stockOf(shop, figure.id)).toBe(2)
    expect(await mailKindsTo(shop, shopper.email)).toEqual(['order-placed', 'payment-received'])
  })

  it('cancels an order whose payment was abandoned, after asking the gateway once more', async () => {
    await expireEarlierHolds(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 3 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }])
    const transactionId = await startPayment(shop, shopper.token, order._id, ABANDONED_MOBILE)
    shop.clock.advance(HOLD_MS)

    const provider = createPhonePeSimulator(shop.clock.now)
    const fetchStatus = vi.spyOn(provider, 'fetchStatus')
    expect(await expireHolds(shop, lifecycleOf(shop.app, shop.clock.now, provider))).toBe(1)
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    expect(fetchStatus.mock.calls[0]![0]).toMatchObject({ transactionId, mobileNumber: ABANDONED_MOBILE })
    await expect(fetchStatus.mock.results[0]!.value).resolves.toMatchObject({ state: 'PAYMENT_PENDING' })

    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'cancelled',
      cancelReason: PAYMENT_NOT_COMPLETED_REASON,
      isPaid: false,
    })
    expect(await stockOf(shop, figure.id)).toBe(3)
    const attempt = await db()
      .selectFrom('payments')
      .select('status')
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow()
    expect(attempt.status).toBe('PENDING')
  })

  it('expires each hold once when two instances sweep at the same moment', async () => {
    await expireEarlierHolds(shop)
    const figure = await product(shop, { stock: 20 })
    const shoppers = [await signUp(shop.app), await signUp(shop.app)]
    const orders: Order[][] = [[], []]
    for (let index = 0; index < 6; index += 1) {
      const who = index % 2
      const order = await placeOrder(shop, shoppers[who]!.token, [{ product: figure.id, qty: 2 }])
      if (index % 3 === 0) await startPayment(shop, shoppers[who]!.token, order._id, ABANDONED_MOBILE)
      orders[who]!.push(order)
    }
    expect(await stockOf(shop, figure.id)).toBe(8)
    shop.clock.advance(HOLD_MS + 1_000)

    // The second instance: its own connection to the same database on PostgreSQL (SQLite's in-memory test
    // database has one connection, which both share, as the worker processes share one file).
    let second: DatabaseConnection | undefined
    if (shop.dialect === 'postgres')
      second = connectDatabase({
        kind: 'postgres',
        connectionString: process.env.TEST_DATABASE_URL!,
        searchPath: shop.database.schema!,
        maxConnections: 4,
      })
    try {
      const other = { ...lifecycleOf(shop.app, shop.clock.now), db: second?.db ?? shop.database.db }
      const cancelled = await Promise.all([
        expireHolds(shop),
        expireHolds(shop, other),
        expireHolds(shop),
        expireHolds(shop, other),
      ])
      expect(cancelled.reduce((sum, count) => sum + count, 0)).toBe(6)
    } finally {
      await second?.close()
    }
    expect(await stockOf(shop, figure.id)).toBe(20)
    for (const [who, shopper] of shoppers.entries()) {
      for (const order of orders[who]!)
        expect((await myOrder(shop, shopper.token, order._id)).status).toBe('cancelled')
      expect(await cancelledMailsAbout(shop, shopper.email, orders[who]!)).toEqual([1, 1, 1])
    }
    expect(await expireHolds(shop)).toBe(0)
    expect(await stockOf(shop, figure.id)).toBe(20)
  })

  it('lets another instance expire a hold whose claim has run out (the first one stopped mid-sweep)', async () => {
    await expireEarlierHolds(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 4 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    shop.clock.advance(HOLD_MS + 1_000)
    const now = shop.clock.now()
    expect(await claimExpiredHolds(db(), now, new Date(now.getTime() + HOLD_CLAIM_MS), 20)).toEqual([
      order._id,
    ])
    expect(await expireHolds(shop)).toBe(0)
    expect(await stockOf(shop, figure.id)).toBe(3)
    shop.clock.advance(HOLD_CLAIM_MS)
    expect(await expireHolds(shop)).toBe(1)
    expect(await stockOf(shop, figure.id)).toBe(4)
  })

  it('lets the shopper pay again after a failed attempt, until the hold passes', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop)
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    const failed = await startPayment(shop, shopper.token, order._id, FAILING_MOBILE)
    expect(await transactionStatusOf(shop, shopper.token, failed)).toBe('PAYMENT_ERROR')
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      isPaid: false,
    })
    expect(await mailKindsTo(shop, shopper.email)).toEqual(['order-placed', 'payment-not-completed'])
    const notCompleted = (await mailsTo(shop, shopper.email)).find(
      (mail) => mail.kind === 'payment-not-completed',
    )
    expect(notCompleted!.subject).toBe(`Payment not completed for order ${order.orderNumber}`)

    const retried = await startPayment(shop, shopper.token, order._id, GOOD_MOBILE_FOR_RETRY)
    expect(retried).not.toBe(failed)
    expect((await myOrder(shop, shopper.token, order._id)).paymentStatus).toBe('pending')
    expect(await transactionStatusOf(shop, shopper.token, retried)).toBe('PAYMENT_PENDING')
    shop.clock.advance(PAYMENT_AUTO_SUCCESS_MS)
    expect(await transactionStatusOf(shop, shopper.token, retried)).toBe('PAYMENT_SUCCESS')
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'processing',
      paymentStatus: 'completed',
      isPaid: true,
    })
    expect((await initiate(shop, shopper.token, order._id)).statusCode).toBe(409)

    const late = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    shop.clock.advance(HOLD_MS)
    const refused = await initiate(shop, shopper.token, late._id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(HOLD_EXPIRED_MESSAGE)
  })
})

describeEachShop('cancelling an order', (shop) => {
  it('cancels a pending order of the shopper with the reason, gives the stock back once, and refuses a second cancel', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 5 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }], {
      paymentMethod: 'COD',
    })
    expect(await stockOf(shop, figure.id)).toBe(3)
    const response = await shopperCancel(shop, shopper.token, order._id, 'I ordered by mistake')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      _id: order._id,
      status: 'cancelled',
      cancelReason: 'I ordered by mistake',
      cancelledAt: shop.clock.now().toISOString(),
      refunds: [],
    })
    expect(await stockOf(shop, figure.id)).toBe(5)

    const again = await shopperCancel(shop, shopper.token, order._id)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(CANNOT_CANCEL_MESSAGE)
    expect(await stockOf(shop, figure.id)).toBe(5)
    expect(await cancelledMailsAbout(shop, shopper.email, [order])).toEqual([1])
  })

  it('gives the stock back once when five cancels arrive together', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 6 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 3 }])
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shopperCancel(shop, shopper.token, order._id)),
    )
    expect(statusCodes(answers)).toEqual([200, 409, 409, 409, 409])
    expect(await stockOf(shop, figure.id)).toBe(6)
    expect(await cancelledMailsAbout(shop, shopper.email, [order])).toEqual([1])
  })

  it("refuses a shipped order (409), another shopper's order (404) and a stranger (401)", async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const other = await signUp(shop.app)
    const figure = await product(shop, { stock: 5 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    expect((await shopperCancel(shop, other.token, order._id)).statusCode).toBe(404)
    const signedOut = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${order._id}/cancel`,
      payload: {},
    })
    expect(signedOut.statusCode).toBe(401)
    expect((await myOrder(shop, shopper.token, order._id)).status).toBe('pending')

    const shipped = await setStatus(shop, admin.token, order._id, {
      status: 'shipped',
      trackingNumber: 'DTDC123456789',
    })
    expect(shipped.json()).toMatchObject({ status: 'shipped', trackingNumber: 'DTDC123456789' })
    const refused = await shopperCancel(shop, shopper.token, order._id)
    expect(refused.statusCode).toBe(409)
    expect((await myOrder(shop, shopper.token, order._id)).status).toBe('shipped')
    expect(await stockOf(shop, figure.id)).toBe(4)
  })

  it('refunds a paid online order in full through the gateway when the shopper cancels it', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 2, pricePaise: 249_900 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    await payOrder(shop, shopper.token, order._id)

    const response = await shopperCancel(shop, shopper.token, order._id, 'Delivery will take too long')
    expect(response.statusCode, response.body).toBe(200)
    const cancelled: Order = response.json()
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({
        automatic: true,
        method: 'phonepe',
        status: 'pending',
        amount: 2499,
        reason: CANCELLED_ORDER_REFUND_REASON,
        creditNoteNumber: expect.stringMatching(/^AV\/CN\/2026-27\/\d{6}$/),
        completedAt: null,
      }),
    ])
    expect(cancelled.refundableAmount).toBe(0)
    expect(await stockOf(shop, figure.id)).toBe(2)
    const cancelMails = await outboxMails(shop.database.db, { to: shopper.email, kind: 'order-cancelled' })
    expect(cancelMails).toHaveLength(1)
    expect(cancelMails[0]!.text).toContain('We are refunding ₹2,499.00')

    await followRefunds(shop)
    const refunded = await myOrder(shop, shopper.token, order._id)
    expect(refunded).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 2499 })
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ status: 'completed', completedAt: shop.clock.now().toISOString() }),
    ])
    expect(await mailKindsTo(shop, shopper.email)).toEqual([
      'order-cancelled',
      'order-placed',
      'payment-received',
      'refund-issued',
    ])
    // A second follow finds nothing left to do.
    await followRefunds(shop)
    expect(await mailKindsTo(shop, shopper.email)).toHaveLength(4)
    expect((await adminCancel(shop, admin.token, order._id)).statusCode).toBe(409)
  })

  it.each([
    [
      'POST /api/orders/:id/cancel',
      (token: string, id: string) => adminCancel(shop, token, id, 'Out of stock'),
    ],
    [
      'PUT /api/orders/:id/status cancelled',
      (token: string, id: string) => setStatus(shop, token, id, { status: 'cancelled' }),
    ],
  ])('lets the admin cancel with %s: stock back once, a paid online order refunded', async (_, cancel) => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 4, pricePaise: 99_900 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }])
    await payOrder(shop, shopper.token, order._id)
    expect(await stockOf(shop, figure.id)).toBe(2)

    const response = await cancel(admin.token, order._id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      refunds: [{ automatic: true, method: 'phonepe', status: 'pending', amount: 1998 }],
    })
    expect(await stockOf(shop, figure.id)).toBe(4)
    const twice = await Promise.all([
      cancel(admin.token, order._id),
      adminCancel(shop, admin.token, order._id),
    ])
    expect(statusCodes(twice)).toEqual([409, 409])
    expect(await stockOf(shop, figure.id)).toBe(4)

    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 1998,
      refunds: [{ status: 'completed', amount: 1998 }],
    })
    expect(await mailKindsTo(shop, shopper.email)).toEqual([
      'order-cancelled',
      'order-placed',
      'payment-received',
      'refund-issued',
    ])
  })

  it('refunds in full a payment that arrives after the order was cancelled', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 3, pricePaise: 150_000 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    const transactionId = await startPayment(shop, shopper.token, order._id)
    const cancelled = await shopperCancel(shop, shopper.token, order._id)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refunds: [] })
    expect(await stockOf(shop, figure.id)).toBe(3)

    shop.clock.advance(PAYMENT_AUTO_SUCCESS_MS)
    expect(await transactionStatusOf(shop, shopper.token, transactionId)).toBe('PAYMENT_SUCCESS')
    const late = await myOrder(shop, shopper.token, order._id)
    expect(late).toMatchObject({ status: 'cancelled', isPaid: false })
    expect(late.refunds).toEqual([
      expect.objectContaining({
        automatic: true,
        method: 'phonepe',
        status: 'pending',
        amount: 1500,
        reason: LATE_PAYMENT_REASON,
      }),
    ])
    // Asked again, the status changes nothing: still one refund.
    expect(await transactionStatusOf(shop, shopper.token, transactionId)).toBe('PAYMENT_SUCCESS')
    expect((await myOrder(shop, shopper.token, order._id)).refunds).toHaveLength(1)

    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: 1500,
      refunds: [{ status: 'completed', reason: LATE_PAYMENT_REASON }],
    })
    expect(await mailKindsTo(shop, shopper.email)).toEqual([
      'order-cancelled',
      'order-placed',
      'refund-issued',
    ])
    expect(await stockOf(shop, figure.id)).toBe(3)
  })

  it('refunds a payment confirmed while the cancellation was under way', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 3, pricePaise: 80_000 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    const transactionId = await startPayment(shop, shopper.token, order._id)
    shop.clock.advance(PAYMENT_AUTO_SUCCESS_MS)
    let confirmedMeanwhile = false
    paymentLookup.hook = {
      db: shop.database.db,
      run: async () => {
        // The payment page's status poll lands between the cancellation's look-up and its commit.
        expect(await transactionStatusOf(shop, shopper.token, transactionId)).toBe('PAYMENT_SUCCESS')
        confirmedMeanwhile = true
      },
    }
    try {
      const cancelled = await cancelOrder(
        shop.lifecycle,
        { orderId: order._id, ownerId: shopper.id, reason: null, from: SHOPPER_CANCELLABLE },
        shop.app.backgroundMailContext(),
      )
      expect(cancelled.status).toBe('cancelled')
    } finally {
      paymentLookup.hook = undefined
    }
    // However the two met, the money goes back (asked once more, as the status poll would).
    if (!confirmedMeanwhile)
      expect(await transactionStatusOf(shop, shopper.token, transactionId)).toBe('PAYMENT_SUCCESS')
    const after = await myOrder(shop, shopper.token, order._id)
    expect(after.status).toBe('cancelled')
    expect(after.refunds.map((entry) => [entry.amount, entry.status])).toEqual([[800, 'pending']])
    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 800,
    })
    expect(await stockOf(shop, figure.id)).toBe(3)
  })

  it('never keeps the money when a cancel and the status poll arrive together', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 8, pricePaise: 45_000 })
    const orders: Order[] = []
    const transactions: string[] = []
    for (let index = 0; index < 4; index += 1) {
      const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }])
      orders.push(order)
      transactions.push(await startPayment(shop, shopper.token, order._id))
    }
    shop.clock.advance(PAYMENT_AUTO_SUCCESS_MS)
    const answers = await Promise.all(
      orders.flatMap((order, index) => [
        shopperCancel(shop, shopper.token, order._id),
        paymentStatus(shop, shopper.token, transactions[index]!),
      ]),
    )
    expect(statusCodes(answers)).toEqual(Array(8).fill(200))
    for (const order of orders) {
      const after = await myOrder(shop, shopper.token, order._id)
      expect(after.status).toBe('cancelled')
      expect(after.refunds.map((entry) => [entry.amount, entry.status])).toEqual([[900, 'pending']])
    }
    expect(await stockOf(shop, figure.id)).toBe(8)
    await followRefunds(shop)
    for (const order of orders)
      expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
        paymentStatus: 'refunded',
        refundedAmount: 900,
      })
  })
})
