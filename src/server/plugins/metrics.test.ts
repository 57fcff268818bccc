import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailDeliveryError } from '../modules/mail/mail-transport'
import { SIMULATOR_FAILING_MOBILE } from '../modules/payments/phonepe-simulator'
import { insertProduct, sampleAddress } from '../test/fixtures'
import { parsePrometheusText, sampleValue, type PrometheusScrape } from '../test/prometheus-text'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  signUpAdmin,
  testDialects,
  type TestApp,
} from '../test/test-app'
import { METRICS_TOKEN_REQUIRED_MESSAGE } from './metrics'

const TOKEN = 'scrape-token-0123456789abcdef'

/** Every metric DESIGN §9 promises, with its Prometheus type. */
const PROMISED_METRICS = {
  http_request_duration_seconds: 'histogram',
  shop_orders_placed_total: 'counter',
  shop_payments_total: 'counter',
  shop_refunds_total: 'counter',
  shop_mails_queued_total: 'counter',
  shop_mails_failed_total: 'counter',
  shop_response_cache_total: 'counter',
  shop_database_pool_connections: 'gauge',
  nodejs_eventloop_lag_seconds: 'gauge',
}

async function scrape(context: TestApp): Promise<PrometheusScrape> {
  const response = await context.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
  expect(response.statusCode).toBe(200)
  const parsed = parsePrometheusText(response.body)
  expect(parsed.problems).toEqual([])
  return parsed
}

async function placeOrder(
  context: TestApp,
  token: string,
  paymentMethod: 'COD' | 'PHONEPE',
  headers: Record<string, string> = {},
) {
  const product = await insertProduct(context.database.db, { price_paise: 129_900, stock: 5 })
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...bearer(token), ...headers },
    payload: { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: sampleAddress, paymentMethod },
  })
  expect(response.statusCode).toBe(201)
  return response.json() as { _id: string }
}

describe.each(testDialects)('GET /metrics [%s]', (dialect) => {
  const context = { dialect } as TestApp
  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect, { metricsToken: TOKEN }))
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  it('answers 404 as an unknown path does while METRICS_TOKEN is unset', async () => {
    const hidden = await createTestApp(dialect)
    try {
      const metrics = await hidden.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
      expect(metrics.statusCode).toBe(404)
      expect(metrics.json()).toEqual({ success: false, message: 'Not found: GET /metrics' })
      const unknown = await hidden.app.inject({ method: 'GET', url: '/api/no-such-thing' })
      expect(Object.keys(unknown.json())).toEqual(Object.keys(metrics.json()))
    } finally {
      await closeTestApp(hidden)
    }
  })

  it('refuses a missing, wrong, longer or non-bearer token with 401, and never shows a metric', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789ab',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      })
      expect(response.statusCode, authorization).toBe(401)
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(response.json()).toEqual({ success: false, message: METRICS_TOKEN_REQUIRED_MESSAGE })
      expect(response.body).not.toContain('shop_')
    }
  })

  it('answers Prometheus text that parses, with every promised metric and its type', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers['cache-control']).toBe('no-store')
    const parsed = parsePrometheusText(response.body)
    expect(parsed.problems).toEqual([])
    for (const [name, type] of Object.entries(PROMISED_METRICS))
      expect(parsed.types.get(name), name).toBe(type)
    // Started at zero, so an alert sees the first failure.
    expect(parsed.samples).toContainEqual({
      name: 'shop_mails_failed_total',
      labels: { kind: 'order-placed' },
      value: expect.any(Number),
    })
  })

  it('counts an order placed once, by payment method; a replayed Idempotency-Key is not counted again', async () => {
    const shopper = await signUp(context.app)
    const before = await scrape(context)
    await placeOrder(context, shopper.token, 'COD')
    const after = await scrape(context)
    const placed = (scrape: PrometheusScrape, method: string) =>
      sampleValue(scrape, 'shop_orders_placed_total', { payment_method: method })
    expect(placed(after, 'COD') - placed(before, 'COD')).toBe(1)
    expect(placed(after, 'PHONEPE') - placed(before, 'PHONEPE')).toBe(0)

    const headers = { 'idempotency-key': `metrics-${dialect}-${Date.now()}` }
    await placeOrder(context, shopper.token, 'PHONEPE', headers)
    const firstTry = await scrape(context)
    const replay = await context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(shopper.token), ...headers },
      payload: {
        orderItems: [{ product: (await insertProduct(context.database.db)).id, qty: 1 }],
        shippingAddress: sampleAddress,
        paymentMethod: 'PHONEPE',
      },
    })
    expect(replay.statusCode).toBeLessThan(500)
    const afterReplay = await scrape(context)
    expect(placed(firstTry, 'PHONEPE') - placed(after, 'PHONEPE')).toBe(1)
    expect(placed(afterReplay, 'PHONEPE')).toBe(placed(firstTry, 'PHONEPE'))
    // Its mails were written to the outbox with it.
    expect(
      sampleValue(afterReplay, 'shop_mails_queued_total', { kind: 'order-placed' }) -
        sampleValue(before, 'shop_mails_queued_total', { kind: 'order-placed' }),
    ).toBe(2)
  })

  it("labels request durations with the route's pattern and status, never the URL with its id", async () => {
    const product = await insertProduct(context.database.db)
    const missing = 'f'.repeat(24)
    const count = (scrape: PrometheusScrape, route: string, status: string) =>
      sampleValue(scrape, 'http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: status,
      })
    const before = await scrape(context)
    expect((await context.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(
      200,
    )
    expect((await context.app.inject({ method: 'GET', url: `/api/products/${missing}` })).statusCode).toBe(
      404,
    )
    expect((await context.app.inject({ method: 'GET', url: `/api/no-such/${missing}` })).statusCode).toBe(404)
    const after = await scrape(context)
    expect(count(after, '/api/products/:id', '200') - count(before, '/api/products/:id', '200')).toBe(1)
    expect(count(after, '/api/products/:id', '404') - count(before, '/api/products/:id', '404')).toBe(1)
    expect(count(after, 'unmatched', '404') - count(before, 'unmatched', '404')).toBe(1)
    const routes = new Set(
      after.samples.filter((sample) => sample.name.startsWith('http_request')).map((s) => s.labels.route),
    )
    expect([...routes].filter((route) => route?.includes(product.id) || route?.includes(missing))).toEqual([])
    // The histogram's buckets are cumulative and end at +Inf with the count.
    const inf = sampleValue(after, 'http_request_duration_seconds_bucket', {
      route: '/api/products/:id',
      status_code: '200',
      le: '+Inf',
    })
    expect(inf).toBe(count(after, '/api/products/:id', '200'))
  })

  it('counts response-cache misses and hits, and measures the answers the front server writes', async () => {
    const listening = await createTestApp(dialect, { metricsToken: TOKEN })
    try {
      const product = await insertProduct(listening.database.db)
      await listening.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = listening.app.server.address() as AddressInfo
      const base = `http://127.0.0.1:${port}`
      const scrapeOverHttp = async () => {
        const response = await fetch(`${base}/metrics`, { headers: bearer(TOKEN) })
        expect(response.status).toBe(200)
        return parsePrometheusText(await response.text())
      }
      const before = await scrapeOverHttp()
      const answeredByFrontServer = listening.app.frontServer.answered
      for (let index = 0; index < 3; index += 1)
        expect((await fetch(`${base}/api/products/${product.id}`)).status).toBe(200)
      const after = await scrapeOverHttp()
      // The first was computed by Fastify (a miss, then kept); the front server wrote the next two.
      expect(listening.app.frontServer.answered - answeredByFrontServer).toBe(2)
      const cache = (scrape: PrometheusScrape, result: string) =>
        sampleValue(scrape, 'shop_response_cache_total', { result })
      expect(cache(after, 'miss') - cache(before, 'miss')).toBe(1)
      expect(cache(after, 'hit') - cache(before, 'hit')).toBe(2)
      const answered = (scrape: PrometheusScrape) =>
        sampleValue(scrape, 'http_request_duration_seconds_count', {
          route: '/api/products/:id',
          status_code: '200',
        })
      expect(answered(after) - answered(before)).toBe(3)
    } finally {
      await closeTestApp(listening)
    }
  })

  it('counts payments by outcome once each, however often the status is asked', async () => {
    const shopper = await signUp(context.app)
    const payments = (scrape: PrometheusScrape, outcome: string) =>
      sampleValue(scrape, 'shop_payments_total', { outcome })
    const pay = async (mobileNumber: string) => {
      const order = await placeOrder(context, shopper.token, 'PHONEPE')
      const started = await context.app.inject({
        method: 'POST',
        url: '/api/payments/phonepe/initiate',
        headers: bearer(shopper.token),
        payload: { orderId: order._id, mobileNumber },
      })
      expect(started.statusCode).toBe(200)
      const { transactionId } = started.json() as { transactionId: string }
      // The simulator pays 2 s after the start: the attempt is made to look that old.
      await context.database.db
        .updateTable('payments')
        .set({ created_at: new Date(Date.now() - 5_000).toISOString() })
        .where('transaction_id', '=', transactionId)
        .execute()
      for (let index = 0; index < 2; index += 1) {
        const status = await context.app.inject({
          method: 'GET',
          url: `/api/payments/phonepe/status/${transactionId}`,
          headers: bearer(shopper.token),
        })
        expect(status.statusCode).toBe(200)
      }
    }
    const before = await scrape(context)
    await pay('9876543210')
    await pay(SIMULATOR_FAILING_MOBILE)
    const after = await scrape(context)
    expect(payments(after, 'success') - payments(before, 'success')).toBe(1)
    expect(payments(after, 'failed') - payments(before, 'failed')).toBe(1)
  })

  it('counts a refund paid back by transfer as completed', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const order = await placeOrder(context, shopper.token, 'COD')
    const delivered = await context.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })
    expect(delivered.statusCode).toBe(200)
    const before = await scrape(context)
    const refunded = await context.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: bearer(admin.token),
      payload: { amount: 100, reason: 'Goodwill', method: 'upi', reference: 'UPI-431256789012' },
    })
    expect(refunded.statusCode).toBe(201)
    const after = await scrape(context)
    const refunds = (scrape: PrometheusScrape, outcome: string) =>
      sampleValue(scrape, 'shop_refunds_total', { outcome })
    expect(refunds(after, 'completed') - refunds(before, 'completed')).toBe(1)
    expect(refunds(after, 'failed') - refunds(before, 'failed')).toBe(0)
  })

  it("reports the database pool: this app's connections, none waiting when idle", async () => {
    const after = await scrape(context)
    const pool = (state: string) => sampleValue(after, 'shop_database_pool_connections', { state })
    expect(pool('total')).toBeGreaterThanOrEqual(1)
    expect(pool('idle')).toBeGreaterThanOrEqual(1)
    expect(pool('idle')).toBeLessThanOrEqual(pool('total'))
    expect(pool('waiting')).toBe(0)
  })

  it('answers 503, not a part of the figures, when the primary of a WORKERS process cannot gather them', async () => {
    const worker = await createTestApp(dialect, {
      metricsToken: TOKEN,
      readMetrics: async () => {
        throw new Error('the primary process did not answer within 6000 ms')
      },
    })
    try {
      const response = await worker.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        success: false,
        message: 'The metrics could not be gathered. Please try again.',
      })
    } finally {
      await closeTestApp(worker)
    }
  })

  it('serves the same metrics from a second app built in the same process', async () => {
    const second = await createTestApp(dialect, { metricsToken: TOKEN })
    try {
      const shopper = await signUp(second.app)
      await placeOrder(second, shopper.token, 'COD')
      const fromSecond = parsePrometheusText(
        (await second.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body,
      )
      const fromFirst = await scrape(context)
      expect(fromSecond.problems).toEqual([])
      expect(sampleValue(fromSecond, 'shop_orders_placed_total')).toBe(
        sampleValue(fromFirst, 'shop_orders_placed_total'),
      )
    } finally {
      await closeTestApp(second)
    }
  })
})

describe.each(testDialects)('mail metrics [%s]', (dialect) => {
  it('counts a mail queued and each attempt to send it that failed, by kind', async () => {
    let attempts = 0
    const shop = await createTestApp(dialect, {
      metricsToken: TOKEN,
      mail: { smtp: { url: 'smtp://mail.invalid:25', from: 'shop@example.in' }, notifyEmail: undefined },
      mailWorkerTiming: { pollMs: 20 },
      mailTransport: {
        send: async () => {
          attempts += 1
          throw new MailDeliveryError('550 mailbox unavailable', true)
        },
        close: () => {},
      },
    })
    try {
      const before = await scrape(shop)
      await signUp(shop.app)
      await expect.poll(() => attempts, { timeout: 5_000 }).toBe(1)
      await expect
        .poll(async () => {
          const after = await scrape(shop)
          return (
            sampleValue(after, 'shop_mails_failed_total', { kind: 'welcome' }) -
            sampleValue(before, 'shop_mails_failed_total', { kind: 'welcome' })
          )
        })
        .toBe(1)
      const after = await scrape(shop)
      expect(
        sampleValue(after, 'shop_mails_queued_total', { kind: 'welcome' }) -
          sampleValue(before, 'shop_mails_queued_total', { kind: 'welcome' }),
      ).toBe(1)
    } finally {
      await closeTestApp(shop)
    }
  })
})
