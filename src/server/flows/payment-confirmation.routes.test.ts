import { expect, it } from 'vitest'
import { PAYMENT_AUTO_SUCCESS_MS } from '@common/constants'
import { DUPLICATE_PAYMENT_REFUND_REASON } from '@common/schemas/order'
import { bearer, signUp, signUpAdmin } from '../test/test-app'
import {
  describeEachShop,
  followRefunds,
  myOrder,
  paymentStatus,
  placeOrder,
  product,
  refund,
  shopperCancel,
  startPayment,
  transactionStatusOf,
  type Shop,
} from '../test/lifecycle-shop'

/** Any number but the simulator's two test numbers succeeds. */
const OTHER_GOOD_MOBILE = '9123456780'

/** Where each of an order's refunds went: the payment (transaction) it gives money back to, and how much. */
async function refundedTransactions(shop: Shop, orderId: string) {
  const rows = await shop.database.db
    .selectFrom('refunds')
    .select(['transaction_id', 'amount_paise', 'reason'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    transactionId: row.transaction_id,
    paise: row.amount_paise,
    reason: row.reason,
  }))
}

describeEachShop('an order paid twice', (shop) => {
  it('gives the second payment back and stays paid: deliverable, and its own payment still refundable in full', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 3, pricePaise: 120_000 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    // Two tabs start a payment each, and both go through.
    const first = await startPayment(shop, shopper.token, order._id)
    const second = await startPayment(shop, shopper.token, order._id, OTHER_GOOD_MOBILE)
    shop.clock.advance(PAYMENT_AUTO_SUCCESS_MS)
    expect(await transactionStatusOf(shop, shopper.token, first)).toBe('PAYMENT_SUCCESS')
    expect(await transactionStatusOf(shop, shopper.token, second)).toBe('PAYMENT_SUCCESS')

    const paidTwice = await myOrder(shop, shopper.token, order._id)
    expect(paidTwice).toMatchObject({
      status: 'processing',
      isPaid: true,
      paymentStatus: 'completed',
      refundedAmount: 0,
      refundableAmount: 1200,
      refunds: [
        { automatic: true, amount: 1200, status: 'pending', reason: DUPLICATE_PAYMENT_REFUND_REASON },
      ],
    })
    expect(await refundedTransactions(shop, order._id)).toEqual([
      { transactionId: second, paise: 120_000, reason: DUPLICATE_PAYMENT_REFUND_REASON },
    ])

    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      isPaid: true,
      paymentStatus: 'completed',
      refundedAmount: 0,
      refundableAmount: 1200,
      refunds: [{ status: 'completed', amount: 1200 }],
    })

    const delivered = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })
    expect(delivered.statusCode, delivered.body).toBe(200)
    expect(delivered.json()).toMatchObject({ status: 'delivered', paymentStatus: 'completed' })

    // The order's own payment is refunded to the payment that paid it, in full and no more.
    await refund(shop, admin.token, order._id, { amount: 1200, reason: 'Damaged in transit' })
    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 1200,
      refundableAmount: 0,
    })
    expect((await refundedTransactions(shop, order._id)).map((entry) => entry.transactionId)).toEqual([
      second,
      first,
    ])
  })

  it('refunds the order once on cancelling when both payments were confirmed at the same moment', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 3, pricePaise: 75_000 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    const payments = [
      await startPayment(shop, shopper.token, order._id),
      await startPayment(shop, shopper.token, order._id, OTHER_GOOD_MOBILE),
    ]
    shop.clock.advance(PAYMENT_AUTO_SUCCESS_MS)
    const polls = await Promise.all(
      payments.map((transactionId) => paymentStatus(shop, shopper.token, transactionId)),
    )
    expect(polls.map((poll) => poll.json().data.transactionStatus)).toEqual([
      'PAYMENT_SUCCESS',
      'PAYMENT_SUCCESS',
    ])
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'completed',
      refundableAmount: 750,
    })

    const cancelled = await shopperCancel(shop, shopper.token, order._id)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    // One refund per payment, each to its own: the second payment's, and the order's own on cancelling.
    const refunds = await refundedTransactions(shop, order._id)
    expect(refunds.map((entry) => entry.paise)).toEqual([75_000, 75_000])
    expect(new Set(refunds.map((entry) => entry.transactionId))).toEqual(new Set(payments))
    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: 750,
      refundableAmount: 0,
    })
  })
})
