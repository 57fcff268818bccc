import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ART_WIDTHS, demoArtPath } from '../src/server/seed/demo-art-files'
import { demoProducts } from '../src/server/seed/demo-products'
import { startChildServer, type ChildServer } from '../src/server/test/child-server'
import { multipartBody, pngPicture } from '../src/server/test/hostile-files'

const ADMIN = { email: 'build.admin@example.com', password: 'build-admin-password' }
const INDEX_HTML = '<!doctype html><title>Shop</title><div id="root"></div>'

// The compiled server as `npm start` runs it, built into a folder of its own beside a stand-in web build and
// the project's node_modules: what bundling could break (files read beside the code, the chunk loaded for the
// seed, packages bundled or left out, sharp loaded on the first upload) is exercised over HTTP.
describe('the compiled server (scripts/server-build.mjs)', () => {
  let directory: string
  let server: ChildServer

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'shop-build-'))
    symlinkSync(join(process.cwd(), 'node_modules'), join(directory, 'node_modules'))
    mkdirSync(join(directory, 'dist', 'web', 'assets'), { recursive: true })
    writeFileSync(join(directory, 'dist', 'web', 'index.html'), INDEX_HTML)
    writeFileSync(join(directory, 'dist', 'web', 'assets', 'app-1a2b3c.js'), 'console.log("shop")\n')
    execFileSync(process.execPath, ['scripts/server-build.mjs', join(directory, 'dist', 'server')])
    server = await startChildServer(
      {
        NODE_ENV: 'production',
        DATA_DIR: join(directory, 'data'),
        SEED_DEMO: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      { nodeArgs: ['dist/server/main.js'], cwd: directory },
    )
  }, 60_000)

  afterAll(() => {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL')
    rmSync(directory, { recursive: true, force: true })
  })

  it('starts on a fresh database, seeded with the whole demo catalogue', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    const listing = await fetch(`${server.url}/api/products?limit=100`)
    expect(listing.status).toBe(200)
    expect(((await listing.json()) as { products: unknown[] }).products).toHaveLength(demoProducts.length)
  })

  it('serves the shipped demo pictures it copied beside its code', async () => {
    const listing = (await (await fetch(`${server.url}/api/products?limit=100`)).json()) as {
      products: { name: string; images: string[] }[]
    }
    const product = demoProducts[0]!
    const [first] = listing.products.find((candidate) => candidate.name === product.name)!.images
    const width = DEMO_ART_WIDTHS[0]!
    const response = await fetch(`${server.url}${first!.replace('.webp', `-${width}.webp`)}`)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(
      Buffer.from(await response.arrayBuffer()).equals(readFileSync(demoArtPath(product.key, 0, width))),
    ).toBe(true)
  })

  it('looks up a PIN code in the directory it copied beside its code', async () => {
    const place = await fetch(`${server.url}/api/pincodes/560001`)
    expect(place.status).toBe(200)
    expect(await place.json()).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' })
  })

  it('serves the web app from the folder it was started in', async () => {
    const page = await fetch(`${server.url}/collections/figures`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root"></div>')
    const asset = await fetch(`${server.url}/assets/app-1a2b3c.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
  })

  it("has no way to move its clock: that route is the journeys' harness's alone (scripts/e2e-shop.ts)", async () => {
    const move = await fetch(`${server.url}/__e2e/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '2099-01-01T00:00:00.000Z' }),
    })
    expect(move.status).toBe(404)
  })

  it('converts an uploaded picture (multipart, then sharp on first use)', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const { payload, contentType } = await multipartBody([
      { bytes: await pngPicture(400, 300), filename: 'figure.png', type: 'image/png' },
    ])
    const upload = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: payload,
    })
    expect(upload.status).toBe(200)
    const [url] = ((await upload.json()) as { urls: string[] }).urls
    const picture = await fetch(`${server.url}${url}`)
    expect(picture.headers.get('content-type')).toBe('image/webp')
  })

  it('stops on SIGTERM with exit code 0', async () => {
    server.process.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})
