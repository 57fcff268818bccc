import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggedUrl, serializeError } from './logging'
import { insertProduct, sampleAddress } from '../test/fixtures'
import {
  bearer,
  closeTestApp,
  cookieValue,
  createTestApp,
  signUpAdmin,
  testDialects,
  uniqueEmail,
  type TestApp,
} from '../test/test-app'

describe.each(testDialects)('logs of a full journey [%s]', (dialect) => {
  const lines: string[] = []
  let context: TestApp
  beforeAll(async () => {
    context = await createTestApp(dialect, {
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    })
  })
  afterAll(() => closeTestApp(context))

  it('hold no password, token, cookie or street address, and label every request line with its id', async () => {
    const { app, database } = context
    const password = 'journey-secret-Passw0rd'
    const street = '221B Baker Street Secretlane'
    const email = uniqueEmail('journey')
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Journey Shopper', email, password },
    })
    expect(registered.statusCode).toBe(201)
    const loggedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    })
    expect(loggedIn.statusCode).toBe(200)
    const refreshCookie = cookieValue(loggedIn.headers['set-cookie'], 'refreshToken')!
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: refreshCookie },
    })
    expect(refreshed.statusCode).toBe(200)
    const token: string = refreshed.json().token
    const rotatedCookie = cookieValue(refreshed.headers['set-cookie'], 'refreshToken')!
    const address = await app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: bearer(token),
      payload: { ...sampleAddress, addressLine1: street },
    })
    expect(address.statusCode).toBe(201)
    const product = await insertProduct(database.db, { stock: 5 })
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: {
        orderItems: [{ product: product.id, quantity: 1 }],
        addressId: address.json()._id,
        paymentMethod: 'COD',
      },
    })
    expect(order.statusCode).toBe(201)
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: `${password}-wrong` },
    })
    expect(wrongPassword.statusCode).toBe(401)
    const admin = await signUpAdmin(context)
    for (const url of ['/api/orders', '/api/users', '/api/messages', `/api/orders/${order.json()._id}`]) {
      const read = await app.inject({ method: 'GET', url, headers: bearer(admin.token) })
      expect(read.statusCode).toBe(200)
    }

    const log = lines.join('')
    const secrets = [
      password,
      `${password}-wrong`,
      admin.password,
      registered.json().token,
      loggedIn.json().token,
      token,
      admin.token,
      refreshCookie,
      rotatedCookie,
      street,
    ]
    for (const secret of secrets) expect(log).not.toContain(secret)

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    const requestLines = entries.filter((entry) => entry.req || entry.res)
    // One line per request, written when it is answered: 11 requests above (the admin's sign-up is one).
    expect(requestLines).toHaveLength(11)
    expect(new Set(requestLines.map((entry) => entry.reqId)).size).toBe(11)
    for (const entry of requestLines) {
      expect(entry).toMatchObject({
        msg: 'request completed',
        reqId: expect.any(String),
        req: { method: expect.any(String), url: expect.stringMatching(/^\/api\//) },
        res: { statusCode: expect.any(Number) },
        responseTime: expect.any(Number),
      })
    }
  })
})

describe('the logged URL', () => {
  it("keeps a signed link's token and signature out of the log, and every other query as it came", () => {
    expect(loggedUrl('/api/shipping/simulator/labels/SIM1?signature=abc-123')).toBe(
      '/api/shipping/simulator/labels/SIM1?signature=[redacted]',
    )
    expect(loggedUrl('/api/orders/cod/confirm?lang=en&token=o1.sig&x=1')).toBe(
      '/api/orders/cod/confirm?lang=en&token=[redacted]&x=1',
    )
    expect(loggedUrl('/api/products?keyword=nendoroid&page=2')).toBe('/api/products?keyword=nendoroid&page=2')
    expect(loggedUrl('/api/health')).toBe('/api/health')
  })
})

describe.each(testDialects)('request ids [%s]', (dialect) => {
  let context: TestApp
  beforeAll(async () => {
    context = await createTestApp(dialect)
  })
  afterAll(() => closeTestApp(context))

  it('echoes a sane x-request-id sent by the client or nginx', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-7f3a.42_b' },
    })
    expect(response.headers['x-request-id']).toBe('nginx-7f3a.42_b')
  })

  it('replaces an insane x-request-id with a generated one', async () => {
    for (const sent of ['x'.repeat(65), 'two words', 'line\rbreak', '<script>', '']) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': sent },
      })
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('names the request id on every error answer', async () => {
    const notFound = await context.app.inject({ method: 'GET', url: '/api/no-such-route' })
    expect(notFound.statusCode).toBe(404)
    expect(notFound.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    const badJson = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-request-id': 'client-1' },
      payload: '{',
    })
    expect(badJson.statusCode).toBe(400)
    expect(badJson.headers['x-request-id']).toBe('client-1')
  })
})

describe('logged errors', () => {
  it("keep a database error's code and message but not its detail, which can hold a whole row", () => {
    const error = Object.assign(new Error('new row for relation "orders" violates check constraint'), {
      code: '23514',
      detail: 'Failing row contains (…, 12 MG Road, Bengaluru, …)',
    })
    const logged = serializeError(error)
    expect(logged).toMatchObject({ type: 'Error', code: '23514', message: error.message })
    expect(JSON.stringify(logged)).not.toContain('MG Road')
  })
})
