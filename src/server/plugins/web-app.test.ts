import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedAnswerServer } from './cached-answer-server'
import { ResponseCache } from './response-cache'
import { serveWebApp } from './web-app'
import { WebFiles } from './web-files'

const INDEX_HTML = '<!doctype html><title>AnimeVerse</title><div id="root"></div>'
const ENTRY_JS = 'console.log("the shop");'.repeat(100)

/** A web build as Vite writes it: hashed assets with their brotli copies, index.html, the manifest under .vite/. */
function writeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-app-test-'))
  mkdirSync(join(root, 'assets'))
  mkdirSync(join(root, '.vite'))
  writeFileSync(join(root, 'index.html'), INDEX_HTML)
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(INDEX_HTML))
  writeFileSync(join(root, 'assets', 'index-AbC123.js'), ENTRY_JS)
  writeFileSync(join(root, 'assets', 'index-AbC123.js.br'), brotliCompressSync(ENTRY_JS))
  writeFileSync(join(root, 'assets', 'index-AbC123.js.gz'), gzipSync(ENTRY_JS))
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}')
  return root
}

describe('serving the web app', () => {
  let root: string
  let app: FastifyInstance

  beforeAll(async () => {
    root = writeWebBuild()
    app = Fastify()
    await serveWebApp(app, WebFiles.load(root))
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('sends a hashed asset as the build compressed it, cached for good', async () => {
    const response = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.rawPayload.length).toBeLessThan(ENTRY_JS.length)
  })

  it('sends the plain file to a client that takes no compression', async () => {
    const response = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': '' } })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe(ENTRY_JS)
  })

  it('falls back to gzip, and answers a client that has the file with 304', async () => {
    const gzip = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const etag = String(gzip.headers.etag)
    const again = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/favicon.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.rawPayload.length).toBe(0)
  })

  it('reads the build once: a file changed on disk after the start is not seen', async () => {
    writeFileSync(join(root, 'favicon.svg'), '<svg changed/>')
    const response = await app.inject({ url: '/favicon.svg' })
    expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>')
  })

  it('answers every page with index.html, revalidated each time', async () => {
    for (const url of ['/', '/collections/figures', '/index.html']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(INDEX_HTML)
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('does not serve the build’s bookkeeping under .vite/', async () => {
    const response = await app.inject({ url: '/.vite/manifest.json' })
    expect(response.body).not.toBe('{}')
  })

  it('keeps unknown API paths JSON 404s', async () => {
    const response = await app.inject({ url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'Not found: GET /api/nothing-here' })
  })
})

describe('the server in front of Fastify', () => {
  let root: string
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    root = writeWebBuild()
    const files = WebFiles.load(root)
    const cache = new ResponseCache()
    app = Fastify({
      serverFactory: cachedAnswerServer(
        cache,
        files,
        { 'x-content-type-options': 'nosniff' },
        { isInfoEnabled: () => false, stream: { write: () => {} } },
        {
          http: {},
          keepAliveTimeout: 5_000,
          requestTimeout: 10_000,
          connectionTimeout: 10_000,
        },
      ),
    })
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
    const page = await fetch(`${base}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(INDEX_HTML)
    expect((await fetch(`${base}/api/nothing-here`)).status).toBe(404)
  })
})
