import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  closeTestApp,
  createTestApp,
  describeEachDatabase,
  testDialects,
  type TestApp,
} from '../test/test-app'
import { installErrorHandling, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './error-handling'

describeEachDatabase('error model', (context) => {
  it('answers malformed JSON with 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON' })
  })

  it('answers a body over 1 MB with 413', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x'.repeat(1024 * 1024),
        email: 'big@example.com',
        password: 'long-enough',
      }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ success: false, message: 'The request body is too large' })
  })

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('/api/no-such-thing'),
    })
  })

  it('answers an unsupported content type with 415, not 500', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().success).toBe(false)
  })

  it('answers the doubled /api/api prefix some clients use', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  it('sends the security headers with the referrer policy PhonePe needs', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
  })
})

describe.each(testDialects)('serving the built web app [%s]', (dialect) => {
  let context: TestApp
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'shop-web-'))
    mkdirSync(join(webRoot, 'assets'))
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>')
    writeFileSync(
      join(webRoot, 'assets', 'main-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    )
    context = await createTestApp(dialect, { webRoot })
  })
  afterAll(() => closeTestApp(context))

  it('serves index.html, never cached, for every page path so the app can show its own 404', async () => {
    for (const url of ['/', '/collections/figures', '/some/unknown/page?x=1']) {
      const response = await context.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('still answers unknown /api paths with JSON', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/unknown' })
    expect(response.statusCode).toBe(404)
    expect(response.json().success).toBe(false)
  })
})

describe('a write that failed through no fault of the request', () => {
  const failures = {
    deadlock: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    disk: Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO', syscall: 'fdatasync' }),
  }

  it('answers 503 with Retry-After and logs an error for the operator', async () => {
    const logged: { level: number; msg: string }[] = []
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    })
    installErrorHandling(app)
    for (const [name, error] of Object.entries(failures))
      app.post(`/${name}`, async () => {
        throw error
      })
    for (const name of Object.keys(failures)) {
      const response = await app.inject({ method: 'POST', url: `/${name}` })
      expect(response.statusCode, name).toBe(503)
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS))
      expect(response.json()).toMatchObject({ success: false, message: UNAVAILABLE_MESSAGE })
    }
    const errors = logged.filter((line) => line.level >= 50).map((line) => line.msg)
    expect(errors).toEqual([
      'PostgreSQL ended a transaction to break a deadlock or a serialization conflict',
      'the disk failed under the database log: no write is acknowledged until a restart',
    ])
    await app.close()
  })
})
