import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_JS, INDEX_HTML, writeWebBuild } from '../test/web-build'
import { serveWebApp } from './web-app'
import { WebFiles } from './web-files'

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
