import { connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { closeTestApp, createTestApp, testDialects, type TestApp } from './test/test-app'

describe.each(testDialects)('connection limits [%s]', (dialect) => {
  let context: TestApp | undefined
  afterEach(async () => {
    if (context) await closeTestApp(context)
    context = undefined
  })

  const logIn = (app: TestApp['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.7',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    })

  it('counts login attempts by the socket address when TRUST_PROXY is off, whatever X-Forwarded-For says', async () => {
    context = await createTestApp(dialect, { authRateLimitPerMinute: 3 })
    const statuses = []
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await logIn(context.app, `203.0.113.${attempt}`)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 429, 429])
  })

  it('counts login attempts by the forwarded address behind one trusted proxy hop', async () => {
    context = await createTestApp(dialect, { authRateLimitPerMinute: 3, trustProxy: 1 })
    const fromOneClient = []
    for (let attempt = 0; attempt < 4; attempt += 1)
      fromOneClient.push((await logIn(context.app, '198.51.100.9')).statusCode)
    expect(fromOneClient).toEqual([401, 401, 401, 429])
    expect((await logIn(context.app, '198.51.100.10')).statusCode).toBe(401)
  })

  it('believes X-Forwarded-For only from the listed proxy addresses', async () => {
    context = await createTestApp(dialect, { authRateLimitPerMinute: 1, trustProxy: ['10.0.0.0/8'] })
    expect((await logIn(context.app, '198.51.100.1')).statusCode).toBe(401)
    expect((await logIn(context.app, '198.51.100.2')).statusCode).toBe(401)
    const untrusted = (forwardedFor: string) =>
      context!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      })
    expect((await untrusted('198.51.100.3')).statusCode).toBe(401)
    expect((await untrusted('198.51.100.4')).statusCode).toBe(429)
  })

  /**
   * Opens a raw connection, sends `opening`, then one `drip` every 100 ms until the server answers or hangs up,
   * which it must do within 1.5 s. A reset counts as hanging up: a drip already on its way when the server
   * closes is answered with RST, which is how the kernel ends it, not a failure of the test.
   */
  async function slowClient(port: number, opening: string, drip: () => string) {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    const dripping = setInterval(() => socket.writable && socket.write(drip()), 100)
    socket.on('data', (chunk: Buffer) => {
      clearInterval(dripping)
      answer += chunk.toString()
    })
    let failure: string | undefined
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') failure = error.message
    })
    socket.write(opening)
    // A server that never hangs up fails here, not at the test's time-out with the connection still open.
    const deadline = setTimeout(() => {
      failure = 'the server did not hang up within 1.5 s'
      socket.destroy()
    }, 1_500)
    await new Promise<void>((resolve) => socket.on('close', () => resolve()))
    clearTimeout(deadline)
    clearInterval(dripping)
    expect(failure).toBeUndefined()
    return answer
  }

  async function startListeningApp() {
    context = await createTestApp(dialect, {
      timeouts: { headersMs: 300, requestMs: 600, idleMs: 2_000, keepAliveMs: 500, checkIntervalMs: 50 },
    })
    await context.app.listen({ host: '127.0.0.1', port: 0 })
    return (context.app.server.address() as AddressInfo).port
  }

  it('cuts off a client that sends its headers too slowly', async () => {
    // One more header line every 100 ms, never the blank line that ends them.
    const answer = await slowClient(
      await startListeningApp(),
      'GET /api/products HTTP/1.1\r\nHost: shop\r\n',
      () => `X-Slow-${Date.now()}: 1\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it('cuts off a client that sends its body too slowly', async () => {
    const answer = await slowClient(
      await startListeningApp(),
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      () => ' ',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })
})
