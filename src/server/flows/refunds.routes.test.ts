import { expect, it, vi } from 'vitest'
import {
  NOTHING_TO_REFUND_MESSAGE,
  REFUND_ABOVE_REMAINING_MESSAGE,
  REFUND_REFERENCE_REQUIRED_MESSAGE,
  type Order,
} from '@common/schemas/order'
import { writeTransaction } from '../db/write-transaction'
import { bearer, signUp, signUpAdmin } from '../test/test-app'
import * as PaymentProviders from '../modules/payments/payment-providers'
import { successfulPaymentOf } from '../modules/payments/payments.service'
import {
  describeEachShop,
  financialYearAt,
  followRefunds,
  GOOD_MOBILE,
  lifecycleOf,
  mailKindsTo,
  mailsTo,
  myOrder,
  paise,
  payOrder,
  placeOrder,
  product,
  refund,
  refundRequest,
  refundsOf,
  shopperCancel,
  startPayment,
  statusCodes,
  transactionStatusOf,
  type Shop,
} from '../test/lifecycle-shop'
import { claimPendingRefunds, settleRefund } from '../modules/refunds'
import { automaticRefund, followPendingRefunds, followRefund, REFUND_CLAIM_MS } from './refunding'

/**
 * The app's gateway, and the followers' in these tests: while `refusesRefunds` is set it refuses every refund
 * it is asked for (as PhonePe refuses one it cannot make); while `unreachable` is set no request to make one is
 * answered (a PhonePe outage, a time-out). `handedOver` lists the refund ids it was asked to make.
 */
const gateway = vi.hoisted(() => ({ refusesRefunds: false, unreachable: false, handedOver: [] as string[] }))
vi.mock('../modules/payments/payment-providers', async (importOriginal) => {
  const actual = await importOriginal<typeof PaymentProviders>()
  const { PaymentGatewayError: GatewayError } = await import('../modules/payments/payment-provider')
  return {
    ...actual,
    createPaymentProvider: (...args: Parameters<typeof actual.createPaymentProvider>) => {
      const provider = actual.createPaymentProvider(...args)
      return {
        ...provider,
        name: provider.name,
        startRefund: async (request: Parameters<typeof provider.startRefund>[0]) => {
          if (gateway.unreachable) throw new GatewayError('PhonePe did not answer: upstream unavailable')
          gateway.handedOver.push(request.refundId)
          if (gateway.refusesRefunds)
            return { state: 'REFUND_FAILED' as const, message: 'PhonePe refused the refund: account closed' }
          return provider.startRefund(request)
        },
      }
    },
  }
})

async function paidOrder(shop: Shop, token: string, pricePaise: number, qty = 1): Promise<Order> {
  const item = await product(shop, { pricePaise, stock: 50 })
  const order = await placeOrder(shop, token, [{ product: item.id, qty }])
  await payOrder(shop, token, order._id)
  return order
}

describeEachShop('refunds', (shop) => {
  it('refuses to refund an order that has not been paid (409)', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const item = await product(shop)
    for (const paymentMethod of ['PHONEPE', 'COD'] as const) {
      const order = await placeOrder(shop, shopper.token, [{ product: item.id, qty: 1 }], { paymentMethod })
      const response = await refundRequest(shop, admin.token, order._id, {
        amount: 1,
        reason: 'Goodwill',
        reference: 'UTR123',
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(NOTHING_TO_REFUND_MESSAGE)
      expect(await refundsOf(shop, admin.token, order._id)).toEqual([])
    }
    const unknown = await refundRequest(shop, admin.token, '0123456789abcdef01234567', {
      amount: 1,
      reason: 'Goodwill',
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('counts pending refunds as taken, and marks the order partially refunded, then refunded', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const order = await paidOrder(shop, shopper.token, 200_000)

    const first = await refund(shop, admin.token, order._id, { amount: 1200, reason: 'Late delivery' })
    expect(first).toMatchObject({
      orderId: order._id,
      amount: 1200,
      status: 'pending',
      method: 'phonepe',
      automatic: false,
      reference: null,
      completedAt: null,
      creditNoteNumber: expect.stringMatching(/^AV\/CN\/2026-27\/\d{6}$/),
    })
    // ₹1,200 is pending: ₹800 is left, not ₹2,000.
    for (const amount of [1000, 800.01]) {
      const above = await refundRequest(shop, admin.token, order._id, { amount, reason: 'Too much' })
      expect(above.statusCode).toBe(409)
      expect(above.json().message).toBe(REFUND_ABOVE_REMAINING_MESSAGE)
    }
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'completed',
      refundedAmount: 0,
      refundableAmount: 800,
    })

    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'processing',
      paymentStatus: 'partially_refunded',
      refundedAmount: 1200,
      refundableAmount: 800,
    })

    const rest = await refund(shop, admin.token, order._id, { amount: 800, reason: 'Customer goodwill' })
    expect(rest.creditNoteNumber).not.toBe(first.creditNoteNumber)
    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 2000,
      refundableAmount: 0,
    })
    expect(
      (await refundRequest(shop, admin.token, order._id, { amount: 0.01, reason: 'x' })).statusCode,
    ).toBe(409)
    expect(
      (await refundsOf(shop, admin.token, order._id)).map((entry) => [entry.amount, entry.status]),
    ).toEqual([
      [1200, 'completed'],
      [800, 'completed'],
    ])
    expect((await mailKindsTo(shop, shopper.email)).filter((kind) => kind === 'refund-issued')).toHaveLength(
      2,
    )
  })

  it('records the refund of a cash-on-delivery order by bank or UPI transfer, completed at once', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const item = await product(shop, { pricePaise: 129_900 })
    const order = await placeOrder(shop, shopper.token, [{ product: item.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    const delivered = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })
    expect(delivered.json()).toMatchObject({ status: 'delivered', isPaid: true, paymentStatus: 'completed' })

    const withoutReference = await refundRequest(shop, admin.token, order._id, {
      amount: 1299,
      reason: 'Returned unopened',
      method: 'upi',
    })
    expect(withoutReference.statusCode).toBe(400)
    expect(withoutReference.json().message).toBe(REFUND_REFERENCE_REQUIRED_MESSAGE)
    expect(await refundsOf(shop, admin.token, order._id)).toEqual([])

    const recorded = await refund(shop, admin.token, order._id, {
      amount: 1299,
      reason: 'Returned unopened',
      method: 'upi',
      reference: 'UPI-431256789012',
    })
    expect(recorded).toMatchObject({
      status: 'completed',
      method: 'upi',
      reference: 'UPI-431256789012',
      amount: 1299,
      automatic: false,
      completedAt: shop.clock.now().toISOString(),
    })
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 1299,
    })
    const mail = (await mailsTo(shop, shopper.email)).find((entry) => entry.kind === 'refund-issued')
    expect(mail?.subject).toBe(`Refund of ₹1,299.00 for order ${order.orderNumber}`)
  })

  it("reverses the order's tax in proportion on each credit note, line by line", async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { pricePaise: 105_000, gstRate: 5 })
    const keychain = await product(shop, { pricePaise: 118_000, gstRate: 18 })
    const order = await placeOrder(
      shop,
      shopper.token,
      [
        { product: figure.id, qty: 1 },
        { product: keychain.id, qty: 1 },
      ],
      { paymentMethod: 'COD' },
    )
    expect(order.gst).toMatchObject({ supplyType: 'intra-state', taxableValue: 2000, cgst: 115, sgst: 115 })
    await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })

    const manual = { reason: 'Partial return', method: 'bank-transfer', reference: 'NEFT-0001' }
    const first = await refund(shop, admin.token, order._id, { ...manual, amount: 1000 })
    // ₹1,000 shared as ₹470.85 of the 5 % line and ₹529.15 of the 18 % line; each line's CGST and SGST
    // reversed in its own proportion: 25 × 470.85 / 1050 = 11.21 and 90 × 529.15 / 1180 = 40.36.
    expect(first.creditNote).toEqual({ taxableValue: 896.86, cgst: 51.57, sgst: 51.57, igst: 0 })
    const second = await refund(shop, admin.token, order._id, { ...manual, amount: 1230 })
    expect(second.creditNote).toEqual({ taxableValue: 1103.14, cgst: 63.43, sgst: 63.43, igst: 0 })
    for (const note of [first, second]) {
      const { taxableValue, cgst, sgst, igst } = note.creditNote
      expect(paise(taxableValue) + paise(cgst) + paise(sgst) + paise(igst)).toBe(paise(note.amount))
    }
    // Refunded in full, the credit notes reverse exactly the invoice's tax.
    const sum = (field: 'taxableValue' | 'cgst' | 'sgst') =>
      paise(first.creditNote[field]) + paise(second.creditNote[field])
    expect([sum('taxableValue'), sum('cgst'), sum('sgst')]).toEqual([200_000, 11_500, 11_500])
    const numbers = [first.creditNoteNumber, second.creditNoteNumber].map((number) =>
      Number(number.slice(-6)),
    )
    expect(numbers[1]).toBe(numbers[0]! + 1)
  })

  it('leaves a refund the gateway refused failed with the reason, and completes it when tried again', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const order = await paidOrder(shop, shopper.token, 99_900)
    gateway.refusesRefunds = true
    let failed
    try {
      failed = await refund(shop, admin.token, order._id, { amount: 999, reason: 'Out of stock' })
    } finally {
      gateway.refusesRefunds = false
    }
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'PhonePe refused the refund: account closed',
      completedAt: null,
    })
    // A failed refund takes nothing: the whole payment may be refunded again.
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'completed',
      refundableAmount: 999,
    })

    const retry = (refundId: string) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/refunds/${refundId}/retry`,
        headers: bearer(admin.token),
      })
    const retried = await retry(failed._id)
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json()).toMatchObject({
      _id: failed._id,
      status: 'pending',
      failureReason: null,
      creditNoteNumber: failed.creditNoteNumber,
    })
    expect((await retry(failed._id)).statusCode).toBe(409)
    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 999,
      refunds: [{ _id: failed._id, status: 'completed' }],
    })
    expect((await retry(failed._id)).statusCode).toBe(409)
    expect((await retry('0123456789abcdef01234567')).statusCode).toBe(404)
    expect((await mailKindsTo(shop, shopper.email)).filter((kind) => kind === 'refund-issued')).toHaveLength(
      1,
    )
  })

  it('subtracts completed refunds from the total sales on the dashboard', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const totalSales = async () => {
      const response = await shop.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: bearer(admin.token),
      })
      expect(response.statusCode, response.body).toBe(200)
      return paise(response.json().totalSales)
    }
    const before = await totalSales()
    const order = await paidOrder(shop, shopper.token, 129_900)
    expect(await totalSales()).toBe(before + 129_900)
    await refund(shop, admin.token, order._id, { amount: 300, reason: 'Scratched box' })
    // Pending, the refund is not taken off yet.
    expect(await totalSales()).toBe(before + 129_900)
    await followRefunds(shop)
    expect(await totalSales()).toBe(before + 129_900 - 30_000)
  })

  it('filters the admin order list: payment awaiting, and refunded', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const item = await product(shop, { stock: 50 })
    const line = [{ product: item.id, qty: 1 }]
    const awaiting = await placeOrder(shop, shopper.token, line)
    const awaitingTransaction = await startPayment(shop, shopper.token, awaiting._id, GOOD_MOBILE)
    const paid = await paidOrder(shop, shopper.token, 50_000)
    const cancelled = await placeOrder(shop, shopper.token, line)
    await shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${cancelled._id}/cancel`,
      headers: bearer(shopper.token),
      payload: {},
    })
    await placeOrder(shop, shopper.token, line, { paymentMethod: 'COD' })
    const refunded = await paidOrder(shop, shopper.token, 60_000)
    await refund(shop, admin.token, refunded._id, { amount: 100, reason: 'Goodwill' })
    await followRefunds(shop)
    const refunding = await paidOrder(shop, shopper.token, 70_000)
    await refund(shop, admin.token, refunding._id, { amount: 700, reason: 'Cancelled by phone' })

    const listed = async (payment: string) => {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/orders?payment=${payment}&userId=${shopper.id}`,
        headers: bearer(admin.token),
      })
      expect(response.statusCode, response.body).toBe(200)
      return (response.json().orders as Order[]).map((order) => order._id)
    }
    expect(await listed('awaiting')).toEqual([awaiting._id])
    expect(await listed('refunded')).toEqual([refunded._id])
    expect(paid._id).not.toBe(refunded._id)

    // Paid through the status poll (a GET) and refunded by the follower (no request): the lists follow.
    expect(await transactionStatusOf(shop, shopper.token, awaitingTransaction)).toBe('PAYMENT_SUCCESS')
    expect(await listed('awaiting')).toEqual([])
    await followRefunds(shop)
    expect(await listed('refunded')).toEqual([refunding._id, refunded._id])

    const bad = await shop.app.inject({
      method: 'GET',
      url: '/api/orders?payment=maybe',
      headers: bearer(admin.token),
    })
    expect(bad.statusCode).toBe(400)
  })

  it('refuses strangers (401) and shoppers (403) on the admin cancel and refund routes', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop)
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    const refundId = '0123456789abcdef01234567'
    const routes = [
      ['POST', `/api/orders/${order._id}/cancel`],
      ['GET', `/api/orders/${order._id}/refunds`],
      ['POST', `/api/orders/${order._id}/refunds`],
      ['POST', `/api/orders/${order._id}/refunds/${refundId}/retry`],
    ] as const
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { amount: 1, reason: 'x', reference: 'UTR1' } : undefined
      expect((await shop.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401)
      const asShopper = await shop.app.inject({ method, url, payload, headers: bearer(shopper.token) })
      expect(asShopper.statusCode, `${method} ${url}`).toBe(403)
    }
    const initiateSignedOut = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      payload: { orderId: order._id, mobileNumber: '9876543210' },
    })
    expect(initiateSignedOut.statusCode).toBe(401)
    // Nothing happened to the order.
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({ status: 'pending', refunds: [] })
  })
})

describeEachShop('credit note numbers', (shop) => {
  it('numbers credit notes gap-free per financial year when refunds are issued at once', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const item = await product(shop, { pricePaise: 10_000, stock: 100 })
    const orders: Order[] = []
    for (let index = 0; index < 21; index += 1)
      orders.push(await placeOrder(shop, shopper.token, [{ product: item.id, qty: 1 }]))
    const transactions = await Promise.all(
      orders.map((order) => startPayment(shop, shopper.token, order._id)),
    )
    shop.clock.advance(2_000)
    for (const transactionId of transactions)
      expect(await transactionStatusOf(shop, shopper.token, transactionId)).toBe('PAYMENT_SUCCESS')

    const year = financialYearAt(shop.clock.now())
    expect(year).toBe('2026-27')
    const series = (from: number, to: number) =>
      Array.from(
        { length: to - from + 1 },
        (_, index) => `AV/CN/${year}/${String(from + index).padStart(6, '0')}`,
      )
    const refunds = await Promise.all(
      orders
        .slice(0, 20)
        .map((order) => refund(shop, admin.token, order._id, { amount: 100, reason: 'Recall' })),
    )
    expect(refunds.map((entry) => entry.creditNoteNumber).sort()).toEqual(series(1, 20))

    // Five refunds of 30 % of one order at once: three fit, two are refused, and take no number.
    const last = orders[20]!
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        refundRequest(shop, admin.token, last._id, { amount: 30, reason: 'Part' }),
      ),
    )
    expect(statusCodes(answers)).toEqual([201, 201, 201, 409, 409])
    const numbers = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json().creditNoteNumber as string)
      .sort()
    expect(numbers).toEqual(series(21, 23))
  })
})

/** A refund's row as the follower sees it: whether and when the gateway was given it, and who holds it. */
async function refundRow(shop: Shop, refundId: string) {
  return shop.database.db
    .selectFrom('refunds')
    .select(['status', 'provider_refund_id', 'handed_over_at', 'claimed_until'])
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow()
}

const timesHandedOver = (providerRefundId: string | null) =>
  gateway.handedOver.filter((id) => id === providerRefundId).length

/** The refund follower of one instance, over the same gateway as the app's (the one mocked above). */
const follower = (shop: Shop) =>
  lifecycleOf(shop.app, shop.clock.now, PaymentProviders.createPaymentProvider(undefined, shop.clock.now))

describeEachShop('refunds handed over after a commit', (shop) => {
  const followRefundsHere = () => followRefunds(shop, follower(shop))

  it('hands a refund recorded by a process that died before sending it to the gateway once its claim has run out, and completes it', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const order = await paidOrder(shop, shopper.token, 149_900)
    const payment = (await successfulPaymentOf(shop.database.db, order._id))!
    // What every refund path (admin, cancellation, late payment, pre-order release, return) commits before it
    // hands the refund over; the process "dies" here: nothing after the commit runs.
    const recorded = await writeTransaction(shop.database.db, (trx) =>
      automaticRefund(trx, {
        orderId: order._id,
        paidPaise: 149_900,
        amountPaise: 149_900,
        reason: 'The order was cancelled',
        transactionId: payment.transaction_id,
        now: shop.clock.now(),
      }),
    )
    expect(await refundRow(shop, recorded.id)).toMatchObject({
      status: 'pending',
      handed_over_at: null,
      claimed_until: new Date(shop.clock.now().getTime() + REFUND_CLAIM_MS).toISOString(),
    })

    // Within its recorder's claim the follower leaves it alone: the recorder may be sending it right now.
    await followRefundsHere()
    expect(timesHandedOver(recorded.provider_refund_id)).toBe(0)
    expect((await refundRow(shop, recorded.id)).status).toBe('pending')

    // The claim runs out: the follower asks, the gateway does not know it, and it is handed over.
    shop.clock.advance(REFUND_CLAIM_MS)
    await followRefundsHere()
    expect(timesHandedOver(recorded.provider_refund_id)).toBe(1)
    expect(await refundRow(shop, recorded.id)).toMatchObject({
      status: 'pending',
      provider_refund_id: recorded.provider_refund_id,
      handed_over_at: shop.clock.now().toISOString(),
    })

    await followRefundsHere()
    expect(timesHandedOver(recorded.provider_refund_id)).toBe(1)
    expect(await refundsOf(shop, admin.token, order._id)).toEqual([
      expect.objectContaining({ _id: recorded.id, status: 'completed', amount: 1499 }),
    ])
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 1499,
    })
    expect((await mailKindsTo(shop, shopper.email)).filter((kind) => kind === 'refund-issued')).toHaveLength(
      1,
    )
  })

  it('keeps a refund the gateway did not answer pending, not failed, and hands it over under the same id once the gateway answers', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const order = await paidOrder(shop, shopper.token, 89_900)
    gateway.unreachable = true
    try {
      const cancelled = await shopperCancel(shop, shopper.token, order._id)
      expect(cancelled.statusCode, cancelled.body).toBe(200)
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' })
      // The follower asks; the gateway does not know it; handing it over gets no answer either.
      await followRefundsHere()
    } finally {
      gateway.unreachable = false
    }
    const [pending] = await refundsOf(shop, admin.token, order._id)
    expect(pending).toMatchObject({ status: 'pending', failureReason: null, amount: 899 })
    const row = await refundRow(shop, pending!._id)
    expect(row.handed_over_at).toBeNull()
    expect(timesHandedOver(row.provider_refund_id)).toBe(0)

    await followRefundsHere()
    expect(timesHandedOver(row.provider_refund_id)).toBe(1)
    await followRefundsHere()
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: 899,
      refunds: [{ _id: pending!._id, status: 'completed' }],
    })
    expect(timesHandedOver(row.provider_refund_id)).toBe(1)
  })

  it('hands a refund over once when two instances follow at the same moment', async () => {
    const shopper = await signUp(shop.app)
    const order = await paidOrder(shop, shopper.token, 59_900)
    const payment = (await successfulPaymentOf(shop.database.db, order._id))!
    const recorded = await writeTransaction(shop.database.db, (trx) =>
      automaticRefund(trx, {
        orderId: order._id,
        paidPaise: 59_900,
        amountPaise: 20_000,
        reason: 'Partly out of stock',
        transactionId: payment.transaction_id,
        now: shop.clock.now(),
      }),
    )
    shop.clock.advance(REFUND_CLAIM_MS + 1)
    const mail = shop.app.backgroundMailContext()
    await Promise.all(
      [follower(shop), follower(shop), follower(shop)].map((lifecycle) =>
        followPendingRefunds(lifecycle, mail),
      ),
    )
    expect(timesHandedOver(recorded.provider_refund_id)).toBe(1)
    expect((await refundRow(shop, recorded.id)).handed_over_at).toBe(shop.clock.now().toISOString())
  })
  it('hands nothing over from a follower whose claim ran out, nor settles an attempt a retry replaced', async () => {
    const shopper = await signUp(shop.app)
    const order = await paidOrder(shop, shopper.token, 49_900)
    const payment = (await successfulPaymentOf(shop.database.db, order._id))!
    const recorded = await writeTransaction(shop.database.db, (trx) =>
      automaticRefund(trx, {
        orderId: order._id,
        paidPaise: 49_900,
        amountPaise: 10_000,
        reason: 'Partly out of stock',
        transactionId: payment.transaction_id,
        now: shop.clock.now(),
      }),
    )
    const mail = shop.app.backgroundMailContext()
    const claim = async () => {
      shop.clock.advance(REFUND_CLAIM_MS + 1)
      const now = shop.clock.now()
      const claimed = await claimPendingRefunds(
        shop.database.db,
        now,
        new Date(now.getTime() + REFUND_CLAIM_MS),
        20,
      )
      return claimed.find((row) => row.id === recorded.id)!
    }
    // One instance claims it and is slow to ask; its claim runs out and another instance claims it meanwhile.
    const slow = await claim()
    const taken = await claim()
    await followRefund(follower(shop), slow, mail)
    expect(timesHandedOver(recorded.provider_refund_id)).toBe(0)
    await followRefund(follower(shop), taken, mail)
    expect(timesHandedOver(recorded.provider_refund_id)).toBe(1)

    // An answer about an earlier attempt of the refund (a retry gives it a new provider id) settles nothing.
    const stale = await writeTransaction(shop.database.db, (trx) =>
      settleRefund(
        trx,
        { id: recorded.id, provider_refund_id: 'RFD-an-earlier-attempt' },
        {
          status: 'failed',
          now: shop.clock.now(),
        },
      ),
    )
    expect(stale).toBe(false)
    expect(await refundRow(shop, recorded.id)).toMatchObject({ status: 'pending' })
  })
})
