import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveWebApp } from './web-app'

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
    await serveWebApp(app, root)
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

  it('answers every page with index.html, revalidated each time', async () => {
    for (const url of ['/', '/collections/figures', '/index.html']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(INDEX_HTML)
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('hints the API answer the home page and a product page ask for first', async () => {
    const home = await app.inject({ url: '/' })
    expect(home.headers.link).toBe(
      '</api/products?limit=100&sort=-createdAt>; rel=preload; as=fetch; crossorigin=use-credentials',
    )
    const id = '0123456789abcdef01234567'
    const product = await app.inject({ url: `/product/${id}` })
    expect(product.headers.link).toBe(
      `</api/products/${id}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    )
    expect((await app.inject({ url: '/collections/figures' })).headers.link).toBeUndefined()
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
