import { rmSync } from 'node:fs'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct } from '../test/fixtures'
import { closeTestApp, createTestApp, testDialects, type TestApp } from '../test/test-app'
import { INDEX_HTML, writeWebBuild } from '../test/web-build'
import { frontServer, type FrontServer, type FrontServerAnswer } from './front-server'
import { Changes } from '../changes/changes'
import { keepAnswers } from './response-cache'
import { serveWebApp } from './web-app'
import { WebFiles } from './web-files'

describe('the front server, with a web build', () => {
  let root: string
  let app: FastifyInstance
  let front: FrontServer
  let base: string

  beforeAll(async () => {
    root = writeWebBuild()
    const files = WebFiles.load(root)
    front = frontServer(
      keepAnswers(new Changes()),
      files,
      { 'x-content-type-options': 'nosniff' },
      { http: {}, keepAliveTimeout: 5_000, requestTimeout: 10_000, connectionTimeout: 10_000 },
    )
    app = Fastify({ serverFactory: front.serverFactory })
    await serveWebApp(app, files)
    base = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('writes the web files with the headers Fastify sends for them', async () => {
    for (const url of ['/assets/index-AbC123.js', '/favicon.svg']) {
      const direct = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br' } })
      const viaFastify = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(direct.status, url).toBe(200)
      // fetch decodes the body; the header still says what was sent.
      expect(direct.headers.get('content-length'), url).toBe(String(viaFastify.rawPayload.length))
      for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
        expect(direct.headers.get(name) ?? undefined, `${url} ${name}`).toBe(viaFastify.headers[name])
      }
      expect(direct.headers.get('x-content-type-options'), url).toBe('nosniff')
      expect(direct.headers.get('x-request-id'), url).toBeTruthy()
    }
  })

  it('leaves other pages to Fastify, which knows its own routes', async () => {
    const answered = front.answered
    const page = await fetch(`${base}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(INDEX_HTML)
    expect((await fetch(`${base}/api/nothing-here`)).status).toBe(404)
    expect(front.answered).toBe(answered)
  })

  it('tells each of its observers every answer it writes, until they unsubscribe', async () => {
    const seen: FrontServerAnswer[] = []
    const alsoSeen: FrontServerAnswer[] = []
    const unsubscribe = front.onAnswer((answer) => seen.push(answer))
    front.onAnswer((answer) => alsoSeen.push(answer))
    const answered = front.answered

    const file = await fetch(`${base}/assets/index-AbC123.js?v=2`, { headers: { 'x-request-id': 'trace-1' } })
    await file.arrayBuffer()
    const head = await fetch(`${base}/favicon.svg`, { method: 'HEAD' })
    const unchanged = await fetch(`${base}/assets/index-AbC123.js`, {
      headers: { 'if-none-match': file.headers.get('etag')! },
    })
    expect(unchanged.status).toBe(304)
    await fetch(`${base}/collections/figures`) // a page: Fastify's, not told here

    expect(front.answered - answered).toBe(3)
    expect(
      seen.map(({ request, statusCode, route, source, requestId }) => ({
        method: request.method,
        url: request.url,
        statusCode,
        route,
        source,
        requestId,
      })),
    ).toEqual([
      {
        method: 'GET',
        url: '/assets/index-AbC123.js?v=2',
        statusCode: 200,
        route: '/assets/index-AbC123.js',
        source: 'web file',
        requestId: 'trace-1',
      },
      {
        method: 'HEAD',
        url: '/favicon.svg',
        statusCode: 200,
        route: '/favicon.svg',
        source: 'web file',
        requestId: head.headers.get('x-request-id'),
      },
      {
        method: 'GET',
        url: '/assets/index-AbC123.js',
        statusCode: 304,
        route: '/assets/index-AbC123.js',
        source: 'web file',
        requestId: unchanged.headers.get('x-request-id'),
      },
    ])
    for (const answer of seen) expect(answer.elapsedMs).toBeGreaterThanOrEqual(0)
    expect(alsoSeen).toEqual(seen)

    unsubscribe()
    await (await fetch(`${base}/favicon.svg`)).text()
    expect(seen).toHaveLength(3)
    expect(alsoSeen).toHaveLength(4)
  })
})

describe.each(testDialects)('the front server of the shop (%s)', (dialect) => {
  let context: TestApp
  let base: string
  beforeAll(async () => {
    context = await createTestApp(dialect)
    base = await context.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => closeTestApp(context))

  it('tells its observers the kept reads it answers, labelled with the route that made them', async () => {
    const seen: FrontServerAnswer[] = []
    const unsubscribe = context.app.frontServer.onAnswer((answer) => seen.push(answer))
    try {
      const product = await insertProduct(context.database.db)
      const url = `${base}/api/products/${product.id}`
      const computed = await fetch(url) // Fastify computes and keeps it: its hooks see it, not these observers
      expect(seen).toEqual([])
      const kept = await fetch(url)
      const unchanged = await fetch(url, { headers: { 'if-none-match': computed.headers.get('etag')! } })
      expect([computed.status, kept.status, unchanged.status]).toEqual([200, 200, 304])
      expect(await kept.text()).toBe(await computed.text())
      expect(seen.map(({ statusCode, route, source }) => ({ statusCode, route, source }))).toEqual([
        { statusCode: 200, route: '/api/products/:id', source: 'response cache' },
        { statusCode: 304, route: '/api/products/:id', source: 'response cache' },
      ])
      expect(seen.map((answer) => answer.requestId)).toEqual([
        kept.headers.get('x-request-id'),
        unchanged.headers.get('x-request-id'),
      ])
    } finally {
      unsubscribe()
    }
  })
})
