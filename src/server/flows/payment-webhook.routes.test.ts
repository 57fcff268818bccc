import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakePhonePeV2, type FakePhonePeV2 } from '../test/fake-phonepe-v2'
import {
  HOLD_MS,
  mailKindsTo,
  myOrder,
  openShop,
  placeOrder,
  product,
  refund,
  type Shop,
} from '../test/lifecycle-shop'
import { bearer, closeTestApp, signUp, signUpAdmin, testDialects } from '../test/test-app'

/**
 * POST /api/payments/phonepe/webhook with the PhonePe v2 client against the fake PhonePe: a webhook is believed
 * only with the configured Authorization, and only as far as saying whom to ask — the shop acts on what
 * PhonePe's own order-status and refund-status APIs answer.
 */
const WEBHOOK = { username: 'animeverse_hooks', password: 'hook-pass-2026' }
const webhookAuthorization = createHash('sha256')
  .update(`${WEBHOOK.username}:${WEBHOOK.password}`)
  .digest('hex')

describe.each(testDialects)('PhonePe v2 webhooks [%s]', (dialect) => {
  let shop: Shop
  let fake: FakePhonePeV2
  beforeAll(async () => {
    let now = () => new Date()
    fake = await startFakePhonePeV2(() => now())
    shop = await openShop(dialect, {
      phonePe: {
        version: 'v2',
        ...fake.credentials,
        env: 'sandbox',
        tokenBaseUrl: fake.tokenBaseUrl,
        apiBaseUrl: fake.apiBaseUrl,
        webhookUsername: WEBHOOK.username,
        webhookPassword: WEBHOOK.password,
      },
    })
    now = shop.clock.now
  })
  afterAll(async () => {
    await closeTestApp(shop)
    await fake.close()
  })
  afterEach(() => {
    expect(fake.violations).toEqual([])
  })

  const webhook = (body: object, authorization = webhookAuthorization) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/webhook',
      headers: { authorization },
      payload: body,
    })

  it('acts on a webhook only when it is genuine and PhonePe itself confirms, for payments and refunds', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { pricePaise: 250_050, stock: 4 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    const started = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: { ...bearer(shopper.token), host: 'shop.example' },
      payload: { orderId: order._id, mobileNumber: '9876543210' },
    })
    expect(started.statusCode, started.body).toBe(200)
    const { transactionId, redirectUrl } = started.json()
    expect(redirectUrl).toBe(`https://mercury-uat.phonepe.com/transact/uat_v2?token=${transactionId}`)
    expect(fake.payRequests.get(transactionId)).toMatchObject({
      amount: 250_050,
      expireAfter: HOLD_MS / 1000,
      paymentFlow: { merchantUrls: { redirectUrl: `http://shop.example/orders/${order._id}` } },
    })
    const completedEvent = {
      event: 'checkout.order.completed',
      payload: { merchantOrderId: transactionId, state: 'COMPLETED', amount: 250_050 },
    }

    const forged = await webhook(
      completedEvent,
      createHash('sha256').update(`${WEBHOOK.username}:guessed`).digest('hex'),
    )
    expect(forged.statusCode).toBe(401)
    expect((await webhook(completedEvent, '')).statusCode).toBe(401)
    expect((await myOrder(shop, shopper.token, order._id)).isPaid).toBe(false)

    // The webhook says completed, PhonePe's status API still says pending: nothing changes.
    const early = await webhook(completedEvent)
    expect(early.json()).toEqual({ success: true, state: 'PAYMENT_PENDING' })
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({ isPaid: false, status: 'pending' })

    fake.orders.get(transactionId)!.state = 'COMPLETED'
    const confirmed = await webhook(completedEvent)
    expect(confirmed.json()).toEqual({ success: true, state: 'PAYMENT_SUCCESS' })
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      isPaid: true,
      status: 'processing',
      paymentStatus: 'completed',
    })

    const partial = await refund(shop, admin.token, order._id, { amount: 500.5, reason: 'Damaged box' })
    expect(partial).toMatchObject({ status: 'pending', method: 'phonepe', amount: 500.5 })
    const sent = [...fake.refunds.entries()].filter(
      ([, entry]) => entry.originalMerchantOrderId === transactionId,
    )
    expect(sent.map(([, entry]) => [entry.amount, entry.state])).toEqual([[50_050, 'PENDING']])
    const [merchantRefundId] = sent[0]!
    const refundEvent = {
      event: 'pg.refund.completed',
      payload: { merchantRefundId, state: 'COMPLETED', amount: 50_050 },
    }
    expect((await webhook(refundEvent, 'nope')).statusCode).toBe(401)
    expect((await webhook(refundEvent)).json()).toEqual({ success: true, state: 'REFUND' })
    expect((await myOrder(shop, shopper.token, order._id)).refunds[0]!.status).toBe('pending')

    fake.refunds.get(merchantRefundId)!.state = 'COMPLETED'
    expect((await webhook(refundEvent)).statusCode).toBe(200)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 500.5,
      refunds: [{ status: 'completed', amount: 500.5 }],
    })
    // Heard again, the webhook changes nothing and mails no second time.
    expect((await webhook(refundEvent)).statusCode).toBe(200)
    expect((await mailKindsTo(shop, shopper.email)).filter((kind) => kind === 'refund-issued')).toHaveLength(
      1,
    )
  })
})
