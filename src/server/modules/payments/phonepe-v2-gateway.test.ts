import { createHash } from 'node:crypto'
import type * as Constants from '@common/constants'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakePhonePeV2, type FakePhonePeV2 } from '../../test/fake-phonepe-v2'
import { PaymentGatewayError, type PaymentProvider, type RefundRequest } from './payment-provider'
import { createPaymentProvider } from './payment-providers'
import {
  createPhonePeV2Gateway,
  expireAfterSeconds,
  isWebhookAuthorized,
  type PhonePeV2Credentials,
} from './phonepe-v2-gateway'

// A hung gateway must be given up on quickly here; the shop's own limit is REQUEST_TIMEOUT_MS.
vi.mock('@common/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  REQUEST_TIMEOUT_MS: 300,
}))

const WEBHOOK = { username: 'animeverse_hooks', password: 'hook-pass-2026' }
const webhookAuthorization = createHash('sha256')
  .update(`${WEBHOOK.username}:${WEBHOOK.password}`)
  .digest('hex')

let now: Date
const clock = () => now
const advanceSeconds = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000))

let fake: FakePhonePeV2
let gateway: PaymentProvider

function credentialsFor(phonePe: FakePhonePeV2): PhonePeV2Credentials {
  return {
    ...phonePe.credentials,
    tokenBaseUrl: phonePe.tokenBaseUrl,
    apiBaseUrl: phonePe.apiBaseUrl,
    webhookUsername: WEBHOOK.username,
    webhookPassword: WEBHOOK.password,
  }
}

beforeEach(async () => {
  now = new Date('2026-05-01T10:00:00Z')
  fake = await startFakePhonePeV2(clock)
  gateway = createPhonePeV2Gateway(credentialsFor(fake), clock)
})

afterEach(async () => {
  await fake.close()
  expect(fake.violations).toEqual([])
})

let orderCount = 0
function startRequest(overrides: { expiresInMinutes?: number; amountPaise?: number } = {}) {
  orderCount++
  return {
    transactionId: `PP-ord${orderCount}-a1`,
    amountPaise: overrides.amountPaise ?? 250_050,
    mobileNumber: '9876543210',
    userId: 'user-42',
    redirectUrl: `https://shop.example/orders/ord${orderCount}`,
    callbackUrl: 'https://shop.example/api/payments/phonepe/callback',
    expiresAt: new Date(now.getTime() + (overrides.expiresInMinutes ?? 15) * 60_000),
  }
}

const statusOf = (transactionId: string) =>
  gateway.fetchStatus({ transactionId, amountPaise: 0, startedAt: now, mobileNumber: null })

async function paidOrder(amountPaise = 250_050) {
  const request = startRequest({ amountPaise })
  await gateway.startPayment(request)
  fake.orders.get(request.transactionId)!.state = 'COMPLETED'
  return request
}

function refundOf(
  transactionId: string,
  amountPaise: number,
  refundId = `RF-${transactionId}`,
): RefundRequest {
  return { refundId, transactionId, amountPaise, handedOverAt: null }
}

describe('PhonePe v2 access token', () => {
  it('asks for a token with the documented form, reuses it, and renews it once half its life has passed', async () => {
    fake.tokenLifetimeSeconds = 120
    const { transactionId } = await paidOrder()
    await statusOf(transactionId)
    advanceSeconds(59)
    await statusOf(transactionId)
    expect(fake.tokenRequests).toBe(1)

    advanceSeconds(2) // 61 s of 120: past half, still valid
    await statusOf(transactionId)
    expect(fake.tokenRequests).toBe(2)
    await statusOf(transactionId)
    expect(fake.tokenRequests).toBe(2)
    expect(
      fake.requests.filter((line) => line.startsWith('POST /identity-manager/v1/oauth/token')),
    ).toHaveLength(2)
  })

  it('keeps the old token while it is valid when a renewal fails, and fails once it has expired', async () => {
    fake.tokenLifetimeSeconds = 120
    const { transactionId } = await paidOrder()
    advanceSeconds(90)
    fake.failTokens = true
    await expect(statusOf(transactionId)).resolves.toMatchObject({ state: 'PAYMENT_SUCCESS' })
    advanceSeconds(31)
    await expect(statusOf(transactionId)).rejects.toThrow(PaymentGatewayError)
    fake.failTokens = false
    await expect(statusOf(transactionId)).resolves.toMatchObject({ state: 'PAYMENT_SUCCESS' })
  })

  it('sends concurrent calls on one token request', async () => {
    fake.tokenDelayMs = 50
    const requests = Array.from({ length: 5 }, () => startRequest())
    const answers = await Promise.all(requests.map((request) => gateway.startPayment(request)))
    expect(
      answers.every((answer) => answer.redirectUrl?.startsWith('https://mercury-uat.phonepe.com/')),
    ).toBe(true)
    expect(fake.tokenRequests).toBe(1)
  })

  it('drops a token PhonePe refuses (401) and tries once more with a fresh one', async () => {
    const { transactionId } = await paidOrder()
    fake.revokedTokens.add(fake.issuedTokens[0]!)
    await expect(statusOf(transactionId)).resolves.toMatchObject({ state: 'PAYMENT_SUCCESS' })
    expect(fake.tokenRequests).toBe(2)
    expect(fake.requests.filter((line) => line.includes('/status'))).toHaveLength(2)
  })

  it('gives up after one retry when PhonePe refuses every token', async () => {
    const { transactionId } = await paidOrder()
    fake.refuseEveryToken = true
    const before = fake.requests.length
    await expect(statusOf(transactionId)).rejects.toThrow(PaymentGatewayError)
    expect(fake.requests.slice(before).filter((line) => line.includes('/status'))).toHaveLength(2)
  })

  it('says that PhonePe refused the client credentials', async () => {
    const wrong = createPhonePeV2Gateway({ ...credentialsFor(fake), clientSecret: 'not-the-secret' }, clock)
    await expect(wrong.startPayment(startRequest())).rejects.toThrow(
      /PhonePe refused the client credentials: Client authentication failed/,
    )
  })
})

describe('PhonePe v2 payments', () => {
  it('creates the checkout with the documented body and answers its redirect URL', async () => {
    const request = startRequest()
    const answer = await gateway.startPayment(request)
    expect(answer.redirectUrl).toBe(
      `https://mercury-uat.phonepe.com/transact/uat_v2?token=${request.transactionId}`,
    )
    expect(fake.payRequests.get(request.transactionId)).toEqual({
      merchantOrderId: request.transactionId,
      amount: 250_050,
      expireAfter: 900,
      metaInfo: { udf1: 'user-42' },
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: request.redirectUrl } },
    })
  })

  it("keeps the checkout open until the order's hold ends, within PhonePe's 300 to 3600 seconds", async () => {
    const short = startRequest({ expiresInMinutes: 2 })
    const long = startRequest({ expiresInMinutes: 180 })
    await gateway.startPayment(short)
    await gateway.startPayment(long)
    expect(fake.payRequests.get(short.transactionId)?.expireAfter).toBe(300)
    expect(fake.payRequests.get(long.transactionId)?.expireAfter).toBe(3600)
    expect(expireAfterSeconds(new Date(now.getTime() + 754_900), now)).toBe(754)
    expect(expireAfterSeconds(new Date(now.getTime() - 60_000), now)).toBe(300)
  })

  it("passes PhonePe's refusal of a payment on as a gateway error with its message", async () => {
    const request = startRequest()
    await gateway.startPayment(request)
    await expect(gateway.startPayment(request)).rejects.toThrow(
      new PaymentGatewayError('Duplicate merchant order id'),
    )
  })

  it.each([
    ['COMPLETED', 'PAYMENT_SUCCESS'],
    ['FAILED', 'PAYMENT_ERROR'],
    ['PENDING', 'PAYMENT_PENDING'],
  ] as const)('reads the order state %s as %s, with the amount PhonePe reports', async (state, expected) => {
    const request = startRequest({ amountPaise: 129_900 })
    await gateway.startPayment(request)
    fake.orders.get(request.transactionId)!.state = state
    const status = await statusOf(request.transactionId)
    expect(status).toMatchObject({ state: expected, amountPaise: 129_900 })
    expect(fake.requests).toContain(`GET /pg/checkout/v2/order/${request.transactionId}/status?details=false`)
  })

  it('reports an order PhonePe never saw as failed, with no amount', async () => {
    await expect(statusOf('PP-never-sent')).resolves.toMatchObject({
      state: 'PAYMENT_ERROR',
      amountPaise: undefined,
    })
  })
})

describe('PhonePe v2 refunds', () => {
  it('asks for a refund with the documented body and follows it from pending to completed', async () => {
    const { transactionId } = await paidOrder(250_050)
    const refund = refundOf(transactionId, 100_000)
    await expect(gateway.startRefund(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
    expect(fake.refunds.get(refund.refundId)).toEqual({
      originalMerchantOrderId: transactionId,
      amount: 100_000,
      state: 'PENDING',
    })
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
    fake.refunds.get(refund.refundId)!.state = 'CONFIRMED'
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
    fake.refunds.get(refund.refundId)!.state = 'COMPLETED'
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({ state: 'REFUND_COMPLETED' })
    expect(fake.requests).toContain(`GET /pg/payments/v2/refund/${refund.refundId}/status`)
  })

  it('reports a refund that failed at the bank as failed, with a message', async () => {
    const { transactionId } = await paidOrder()
    const refund = refundOf(transactionId, 50_000)
    await gateway.startRefund(refund)
    fake.refunds.get(refund.refundId)!.state = 'FAILED'
    const status = await gateway.fetchRefundStatus(refund)
    expect(status.state).toBe('REFUND_FAILED')
    expect(status.message).toBe('PhonePe could not complete the refund (REFUND_FAILED, BANK_DECLINED)')
  })

  it("answers a refund PhonePe refuses as failed with PhonePe's message", async () => {
    const { transactionId } = await paidOrder(100_000)
    const status = await gateway.startRefund(refundOf(transactionId, 100_001))
    expect(status).toMatchObject({ state: 'REFUND_FAILED', message: 'Refund amount exceeds the amount paid' })
  })

  it('treats a refund id PhonePe already has as the same refund, still on its way', async () => {
    const { transactionId } = await paidOrder()
    const refund = refundOf(transactionId, 10_000)
    await gateway.startRefund(refund)
    await expect(gateway.startRefund(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
    expect(fake.refunds.size).toBe(1)
  })

  it('reports a refund PhonePe has never been given as unknown, and takes it when it is handed over then', async () => {
    const { transactionId } = await paidOrder()
    const refund = refundOf(transactionId, 10_000)
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({ state: 'REFUND_UNKNOWN' })
    await expect(gateway.startRefund(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
  })
})

describe('PhonePe v2 webhooks', () => {
  const completed = {
    event: 'checkout.order.completed',
    payload: { merchantOrderId: 'PP-ord1-a1', state: 'COMPLETED' },
  }
  const authorized = { authorization: webhookAuthorization, 'content-type': 'application/json' }

  it.each([
    [
      'checkout.order.completed',
      { merchantOrderId: 'PP-ord1-a1' },
      { kind: 'payment', transactionId: 'PP-ord1-a1' },
    ],
    [
      'checkout.order.failed',
      { merchantOrderId: 'PP-ord2-a1' },
      { kind: 'payment', transactionId: 'PP-ord2-a1' },
    ],
    ['pg.refund.accepted', { merchantRefundId: 'RF-1' }, { kind: 'refund', refundId: 'RF-1' }],
    ['pg.refund.completed', { merchantRefundId: 'RF-2' }, { kind: 'refund', refundId: 'RF-2' }],
    [
      'pg.refund.failed',
      { merchantRefundId: 'RF-3', originalMerchantOrderId: 'PP-x' },
      { kind: 'refund', refundId: 'RF-3' },
    ],
  ])('tells whom a verified %s is about', (event, payload, subject) => {
    expect(
      gateway.readCallback({ body: { event, payload: { ...payload, state: 'X' } }, headers: authorized }),
    ).toEqual(subject)
  })

  it('accepts the Authorization header whatever its case, with or without a "SHA256 " prefix', () => {
    for (const authorization of [
      webhookAuthorization.toUpperCase(),
      `SHA256 ${webhookAuthorization}`,
      ` sha256 ${webhookAuthorization} `,
    ]) {
      expect(gateway.readCallback({ body: completed, headers: { Authorization: authorization } })).toEqual({
        kind: 'payment',
        transactionId: 'PP-ord1-a1',
      })
    }
    expect(gateway.readCallback({ body: JSON.stringify(completed), headers: authorized })).toMatchObject({
      kind: 'payment',
    })
  })

  it('refuses a forged, missing, repeated or basic-auth Authorization header', () => {
    const forged = createHash('sha256').update(`${WEBHOOK.username}:guessed-password`).digest('hex')
    for (const headers of [
      { authorization: forged },
      {},
      { authorization: '' },
      { authorization: [webhookAuthorization, webhookAuthorization] },
      { authorization: `Basic ${Buffer.from(`${WEBHOOK.username}:${WEBHOOK.password}`).toString('base64')}` },
      { authorization: `${webhookAuthorization}00` },
    ]) {
      expect(gateway.readCallback({ body: completed, headers })).toBeNull()
    }
    expect(isWebhookAuthorized(webhookAuthorization, WEBHOOK.username, WEBHOOK.password)).toBe(true)
  })

  it('refuses every webhook when no webhook username and password are configured', () => {
    const unconfigured = createPhonePeV2Gateway(
      { ...credentialsFor(fake), webhookUsername: undefined, webhookPassword: undefined },
      clock,
    )
    const emptyHash = createHash('sha256').update(':').digest('hex')
    expect(unconfigured.readCallback({ body: completed, headers: authorized })).toBeNull()
    expect(unconfigured.readCallback({ body: completed, headers: { authorization: emptyHash } })).toBeNull()
  })

  it.each([
    ['no body', undefined],
    ['a number', 42],
    ['broken JSON text', '{"event": "checkout.order.completed",'],
    ['no event', { payload: { merchantOrderId: 'PP-1' } }],
    [
      'an unknown event',
      { event: 'checkout.transaction.attempt.failed', payload: { merchantOrderId: 'PP-1' } },
    ],
    [
      'the retired type field only',
      { type: 'CHECKOUT_ORDER_COMPLETED', payload: { merchantOrderId: 'PP-1' } },
    ],
    ['no payload', { event: 'checkout.order.completed' }],
    ['a payload that is text', { event: 'checkout.order.completed', payload: 'PP-1' }],
    [
      'an order event without merchantOrderId',
      { event: 'checkout.order.completed', payload: { orderId: 'OMO1' } },
    ],
    [
      'a refund event with only the order id',
      { event: 'pg.refund.completed', payload: { merchantOrderId: 'PP-1' } },
    ],
    ['an id that is not text', { event: 'checkout.order.failed', payload: { merchantOrderId: 7 } }],
    ['an empty id', { event: 'pg.refund.failed', payload: { merchantRefundId: '' } }],
  ])('answers null for a verified webhook with %s', (_, body) => {
    expect(gateway.readCallback({ body, headers: authorized })).toBeNull()
  })
})

describe('PhonePe v2 when the gateway misbehaves', () => {
  it.each([
    ['answers 503', 'server-error'],
    ['answers HTML instead of JSON', 'html'],
    ['does not answer within the timeout', 'hang'],
  ] as const)('throws a gateway error when PhonePe %s', async (_, answerWith) => {
    fake.answerWith = answerWith
    await expect(gateway.startPayment(startRequest())).rejects.toThrow(PaymentGatewayError)
  })

  it('throws a gateway error from every call when PhonePe cannot be reached', async () => {
    const { transactionId } = await paidOrder()
    const down = createPhonePeV2Gateway(
      { ...credentialsFor(fake), tokenBaseUrl: 'http://127.0.0.1:9', apiBaseUrl: 'http://127.0.0.1:9' },
      clock,
    )
    await expect(down.startPayment(startRequest())).rejects.toThrow(PaymentGatewayError)
    await expect(
      down.fetchStatus({ transactionId, amountPaise: 1, startedAt: now, mobileNumber: null }),
    ).rejects.toThrow(/PhonePe did not answer/)
    await expect(down.startRefund(refundOf(transactionId, 100))).rejects.toThrow(PaymentGatewayError)
    await expect(down.fetchRefundStatus(refundOf(transactionId, 100))).rejects.toThrow(PaymentGatewayError)
  })

  it('throws a gateway error when the API fails after a token was issued', async () => {
    const { transactionId } = await paidOrder()
    fake.answerWith = 'server-error'
    await expect(statusOf(transactionId)).rejects.toThrow(/PhonePe order status failed: upstream unavailable/)
    await expect(gateway.startRefund(refundOf(transactionId, 100))).rejects.toThrow(PaymentGatewayError)
    await expect(gateway.fetchRefundStatus(refundOf(transactionId, 100))).rejects.toThrow(PaymentGatewayError)
  })
})

describe('choosing the payment provider', () => {
  it('builds the v2 client, the v1 client or the simulator from the configuration', () => {
    const v2 = createPaymentProvider({ version: 'v2', env: 'sandbox', ...credentialsFor(fake) }, clock)
    const v1 = createPaymentProvider(
      { version: 'v1', merchantId: 'M1', saltKey: 'salt', saltIndex: '1', baseUrl: fake.url },
      clock,
    )
    expect([v2.name, v1.name, createPaymentProvider(undefined, clock).name]).toEqual([
      'phonepe-v2',
      'phonepe',
      'phonepe-simulator',
    ])
  })
})
