import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct } from '../test/fixtures'
import {
  bearer,
  closeTestApp,
  createTestApp,
  describeEachDatabase,
  signUp,
  testDialects,
  type TestApp,
} from '../test/test-app'
import { phonePeChecksum } from '../modules/payments/phonepe-gateway'

async function placeOrder(context: TestApp, token: string, paymentMethod = 'PHONEPE', pricePaise = 129_900) {
  const product = await insertProduct(context.database.db, { price_paise: pricePaise, stock: 5 })
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(token),
    payload: {
      orderItems: [{ product: product.id, qty: 1 }],
      shippingAddress: { address: '1 Park Street', city: 'Kolkata', postalCode: '700016' },
      paymentMethod,
    },
  })
  return response.json() as { _id: string; totalPrice: number }
}

const orderRow = (context: TestApp, id: string) =>
  context.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describeEachDatabase('PhonePe simulator', (context) => {
  const initiate = (token: string, payload: object) =>
    context.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: bearer(token),
      payload,
    })
  const status = (token: string, transactionId: string) =>
    context.app.inject({
      method: 'GET',
      url: `/api/payments/phonepe/status/${transactionId}`,
      headers: bearer(token),
    })

  it('starts a payment, reports it pending, then successful from 2000 ms on, and only then marks the order paid', async () => {
    const user = await signUp(context.app)
    const order = await placeOrder(context, user.token)
    const started = await initiate(user.token, {
      amount: 1,
      mobileNumber: '+919876543210',
      orderId: order._id,
    })
    expect(started.statusCode).toBe(200)
    const { transactionId } = started.json()
    expect(started.json()).toMatchObject({
      success: true,
      orderId: order._id,
      transactionId: expect.stringMatching(/^TXN/),
    })

    const pending = await status(user.token, transactionId)
    expect(pending.json()).toEqual({
      success: true,
      data: { transactionStatus: 'PAYMENT_PENDING', orderId: order._id },
    })
    expect((await orderRow(context, order._id)).paid_at).toBeNull()

    await context.database.db
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 2_000).toISOString() })
      .where('transaction_id', '=', transactionId)
      .execute()
    const paid = await status(user.token, transactionId)
    expect(paid.json().data.transactionStatus).toBe('PAYMENT_SUCCESS')
    const row = await orderRow(context, order._id)
    expect(row).toMatchObject({ payment_status: 'completed', status: 'processing' })
    expect(row.paid_at).toBeTruthy()
    const payment = await context.database.db
      .selectFrom('payments')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow()
    expect(payment).toMatchObject({ amount_paise: 129_900, status: 'SUCCESS', mobile_number: '9876543210' })
  })

  it.each([['98765'], ['98765432101'], ['+91 98765abcde'], ['1234567890']])(
    'refuses the mobile number %j',
    async (mobileNumber) => {
      const user = await signUp(context.app)
      const order = await placeOrder(context, user.token)
      const response = await initiate(user.token, { orderId: order._id, mobileNumber })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('Please enter a valid 10-digit mobile number')
    },
  )

  it("refuses another shopper's order, a cash-on-delivery order, and another shopper's transaction", async () => {
    const owner = await signUp(context.app)
    const other = await signUp(context.app)
    const order = await placeOrder(context, owner.token)
    expect((await initiate(other.token, { orderId: order._id, mobileNumber: '9876543210' })).statusCode).toBe(
      404,
    )
    const cod = await placeOrder(context, owner.token, 'COD')
    expect((await initiate(owner.token, { orderId: cod._id, mobileNumber: '9876543210' })).statusCode).toBe(
      400,
    )
    const { transactionId } = (
      await initiate(owner.token, { orderId: order._id, mobileNumber: '9876543210' })
    ).json()
    expect((await status(other.token, transactionId)).statusCode).toBe(404)
  })

  it('refuses an unverifiable callback', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/callback',
      payload: { response: Buffer.from('{}').toString('base64') },
    })
    expect(response.statusCode).toBe(400)
  })
})

type FakeGateway = {
  url: string
  server: Server
  codeFor: Map<string, string>
  amountFor: Map<string, number>
  requests: string[]
}

const credentials = { merchantId: 'MERCHANTUAT', saltKey: 'test-salt-key', saltIndex: '1' }

/** A local stand-in for PhonePe that checks every X-VERIFY checksum the shop sends, as PhonePe does. */
async function startFakeGateway(): Promise<FakeGateway> {
  const fake: Omit<FakeGateway, 'url' | 'server'> = { codeFor: new Map(), amountFor: new Map(), requests: [] }
  const server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const send = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const checksum = request.headers['x-verify']
      fake.requests.push(`${request.method} ${request.url}`)
      if (request.method === 'POST' && request.url === '/pg/v1/pay') {
        const { request: payload } = JSON.parse(raw) as { request: string }
        if (
          checksum !== phonePeChecksum(payload + '/pg/v1/pay', credentials.saltKey, credentials.saltIndex)
        ) {
          return send(400, { success: false, code: 'BAD_REQUEST', message: 'checksum mismatch' })
        }
        const decoded = JSON.parse(Buffer.from(payload, 'base64').toString())
        fake.amountFor.set(decoded.merchantTransactionId, decoded.amount)
        return send(200, {
          success: true,
          code: 'PAYMENT_INITIATED',
          data: {
            instrumentResponse: {
              redirectInfo: { url: `https://pay.example/${decoded.merchantTransactionId}` },
            },
          },
        })
      }
      const statusMatch = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(request.url ?? '')
      if (request.method === 'GET' && statusMatch) {
        if (checksum !== phonePeChecksum(request.url!, credentials.saltKey, credentials.saltIndex)) {
          return send(400, { success: false, code: 'BAD_REQUEST' })
        }
        const transactionId = statusMatch[2]!
        const code = fake.codeFor.get(transactionId) ?? 'PAYMENT_PENDING'
        return send(200, {
          success: code === 'PAYMENT_SUCCESS',
          code,
          data: { merchantTransactionId: transactionId, amount: fake.amountFor.get(transactionId) },
        })
      }
      send(404, { success: false })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { ...fake, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe.each(testDialects)('real PhonePe client against a fake gateway [%s]', (dialect) => {
  let gateway: FakeGateway
  let context: TestApp
  beforeAll(async () => {
    gateway = await startFakeGateway()
    context = await createTestApp(dialect, {
      phonePe: { version: 'v1', ...credentials, baseUrl: gateway.url },
    })
  })
  afterAll(async () => {
    await closeTestApp(context)
    await new Promise((resolve) => gateway.server.close(resolve))
  })

  const initiate = async (token: string, orderId: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: { ...bearer(token), host: 'shop.example' },
      payload: { orderId, mobileNumber: '9876543210', amount: 1 },
    })

  it("pays the order's own total through the pay page, and marks it paid once the status API confirms", async () => {
    const user = await signUp(context.app)
    const order = await placeOrder(context, user.token, 'PHONEPE', 250_050)
    const started = await initiate(user.token, order._id)
    expect(started.statusCode).toBe(200)
    const { transactionId, redirectUrl } = started.json()
    expect(redirectUrl).toBe(`https://pay.example/${transactionId}`)
    expect(gateway.amountFor.get(transactionId)).toBe(250_050)

    const pending = await context.app.inject({
      method: 'GET',
      url: `/api/payments/phonepe/status/${transactionId}`,
      headers: bearer(user.token),
    })
    expect(pending.json().data.transactionStatus).toBe('PAYMENT_PENDING')

    gateway.codeFor.set(transactionId, 'PAYMENT_SUCCESS')
    const paid = await context.app.inject({
      method: 'GET',
      url: `/api/payments/phonepe/status/${transactionId}`,
      headers: bearer(user.token),
    })
    expect(paid.json().data.transactionStatus).toBe('PAYMENT_SUCCESS')
    expect((await orderRow(context, order._id)).payment_status).toBe('completed')
  })

  it('accepts a callback only with a valid checksum, and still confirms with the status API', async () => {
    const user = await signUp(context.app)
    const order = await placeOrder(context, user.token)
    const { transactionId } = (await initiate(user.token, order._id)).json()
    const response = Buffer.from(
      JSON.stringify({ code: 'PAYMENT_SUCCESS', data: { merchantTransactionId: transactionId } }),
    ).toString('base64')

    const forged = await context.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/callback',
      headers: { 'x-verify': phonePeChecksum(response, 'wrong-salt', '1') },
      payload: { response },
    })
    expect(forged.statusCode).toBe(400)

    // The callback claims success, but PhonePe's status API still says pending: the order stays unpaid.
    const early = await context.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/callback',
      headers: { 'x-verify': phonePeChecksum(response, credentials.saltKey, credentials.saltIndex) },
      payload: { response },
    })
    expect(early.json()).toMatchObject({ success: true, state: 'PAYMENT_PENDING' })
    expect((await orderRow(context, order._id)).paid_at).toBeNull()

    gateway.codeFor.set(transactionId, 'PAYMENT_SUCCESS')
    const confirmed = await context.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/callback',
      headers: { 'x-verify': phonePeChecksum(response, credentials.saltKey, credentials.saltIndex) },
      payload: { response },
    })
    expect(confirmed.json().state).toBe('PAYMENT_SUCCESS')
    expect((await orderRow(context, order._id)).paid_at).toBeTruthy()
  })

  it('treats a success for another amount as a failed payment', async () => {
    const user = await signUp(context.app)
    const order = await placeOrder(context, user.token)
    const { transactionId } = (await initiate(user.token, order._id)).json()
    gateway.codeFor.set(transactionId, 'PAYMENT_SUCCESS')
    gateway.amountFor.set(transactionId, 100)
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/payments/phonepe/status/${transactionId}`,
      headers: bearer(user.token),
    })
    expect(response.json().data.transactionStatus).toBe('PAYMENT_ERROR')
    expect(await orderRow(context, order._id)).toMatchObject({ paid_at: null, payment_status: 'failed' })
  })
})
