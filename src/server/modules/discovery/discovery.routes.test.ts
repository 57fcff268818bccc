import type { FastifyInstance } from 'fastify'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriesSlug } from '@common/catalogue-attributes'
import { PRODUCT_CATEGORIES } from '@common/constants'
import { buildApp, type AppConfig } from '../../app'
import { insertProduct } from '../../test/fixtures'
import {
  bearer,
  createTestDatabase,
  signUpAdmin,
  testConfig,
  testDialects,
  type SignedUpUser,
  type TestDatabase,
} from '../../test/test-app'
import { escapeXml, sitemapFile } from './discovery.service'

const SHOP_URL = 'https://animeverse.example'
const HOSTILE = `</loc></url><script>alert(1)</script> "quoted" & 'single'`

/** The storefront's own pages, as the sitemap lists them before any product. */
const storefrontPaths = [
  '/',
  '/collections',
  ...PRODUCT_CATEGORIES.map((category) => `/collections/${category}`),
  '/about',
  '/contact',
]

/** jsdom's XML parser throws on anything not well-formed; the `loc` texts come back unescaped. */
function readSitemap(xml: string): { root: string; locations: string[]; lastModified: (string | null)[] } {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document
  const entries = [...document.documentElement.children]
  return {
    root: document.documentElement.localName,
    locations: entries.map((entry) => entry.querySelector('loc')?.textContent ?? ''),
    lastModified: entries.map((entry) => entry.querySelector('lastmod')?.textContent ?? null),
  }
}

describe('escapeXml', () => {
  it('leaves no markup, quote or entity start in hostile text', () => {
    expect(escapeXml(HOSTILE)).toBe(
      '&lt;/loc&gt;&lt;/url&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &apos;single&apos;',
    )
  })
})

describe.each(testDialects)('robots.txt and the sitemap [%s]', (dialect) => {
  let database: TestDatabase
  const apps: FastifyInstance[] = []
  /** SHOP_URL set: answers are cached. */
  let pinned: FastifyInstance
  /** SHOP_URL unset, no proxy believed. */
  let ownOrigin: FastifyInstance
  /** SHOP_URL unset, one proxy believed. */
  let behindProxy: FastifyInstance
  /** SHOP_URL unset, four URLs per sitemap file. */
  let smallFiles: FastifyInstance
  let admin: SignedUpUser

  async function appWith(overrides: Partial<AppConfig>): Promise<FastifyInstance> {
    const app = await buildApp({ ...testConfig, ...overrides }, database)
    await app.ready()
    apps.push(app)
    return app
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    pinned = await appWith({ shopUrl: SHOP_URL })
    ownOrigin = await appWith({})
    behindProxy = await appWith({ trustProxy: 1 })
    smallFiles = await appWith({ sitemapUrlsPerFile: 4 })
    admin = await signUpAdmin({ app: pinned, database, dialect })
  })

  afterAll(async () => {
    for (const app of apps) await app.close()
    await database.dispose()
  })

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'shop.local:3000', ...headers } })

  it('robots.txt opens the storefront, keeps crawlers out of admin, account, cart and checkout, and names the sitemap', async () => {
    const response = await get(pinned, '/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /profile',
        'Disallow: /orders',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /order-confirmation',
        '',
        `Sitemap: ${SHOP_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    )
  })

  it('lists home, the collections, every category, about and contact at SHOP_URL whatever host was asked', async () => {
    const response = await get(pinned, '/sitemap.xml', {
      host: 'elsewhere.example',
      'x-forwarded-host': 'forged.example',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    )
    const sitemap = readSitemap(response.body)
    expect(sitemap.root).toBe('urlset')
    expect(sitemap.locations.slice(0, storefrontPaths.length)).toEqual(
      storefrontPaths.map((path) => SHOP_URL + path),
    )
  })

  it('shows a product the admin adds, with its last change, and drops it once deleted, through the cache', async () => {
    const first = await get(pinned, '/sitemap.xml')
    const etag = first.headers.etag as string
    expect((await get(pinned, '/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304)

    const created = await pinned.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin.token),
      payload: {
        name: HOSTILE,
        description: `${HOSTILE} <![CDATA[ ]]>`,
        price: 999,
        originalPrice: 1299,
        stock: 3,
        category: 'figures',
        images: ['/placeholder-product.jpg'],
        countryOfOrigin: 'China',
      },
    })
    expect(created.statusCode).toBe(201)
    const product = created.json<{ _id: string; updatedAt: string }>()

    const afterAdd = await get(pinned, '/sitemap.xml', { 'if-none-match': etag })
    expect(afterAdd.statusCode).toBe(200)
    expect(afterAdd.body).toContain(
      `<url><loc>${SHOP_URL}/product/${product._id}</loc><lastmod>${product.updatedAt}</lastmod></url>`,
    )
    expect(afterAdd.body).not.toContain('alert')
    const listed = readSitemap(afterAdd.body)
    expect(listed.locations).toContain(`${SHOP_URL}/product/${product._id}`)
    expect(listed.lastModified.at(listed.locations.indexOf(`${SHOP_URL}/product/${product._id}`))).toBe(
      product.updatedAt,
    )

    const deleted = await pinned.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: bearer(admin.token),
    })
    expect(deleted.statusCode).toBe(200)
    const afterDelete = await get(pinned, '/sitemap.xml')
    expect(afterDelete.body).not.toContain(product._id)
    expect(readSitemap(afterDelete.body).locations).toHaveLength(storefrontPaths.length)
  })

  it('without SHOP_URL names the origin each request was asked on, never another host’s, cached per origin', async () => {
    const etags = new Map<string, string>()
    for (const host of ['one.example', 'two.example:8080', 'one.example']) {
      const headers = { host, 'x-forwarded-host': 'forged.example', 'x-forwarded-proto': 'https' }
      const robots = await get(ownOrigin, '/robots.txt', headers)
      expect(robots.body).toContain(`\nSitemap: http://${host}/sitemap.xml\n`)
      const response = await get(ownOrigin, '/sitemap.xml', headers)
      const sitemap = readSitemap(response.body)
      expect(sitemap.locations[0]).toBe(`http://${host}/`)
      expect(sitemap.locations.every((location) => location.startsWith(`http://${host}/`))).toBe(true)
      const etag = response.headers.etag as string
      if (etags.has(host)) expect(etag).toBe(etags.get(host))
      etags.set(host, etag)
    }
    expect(etags.get('one.example')).not.toBe(etags.get('two.example:8080'))
    const again = await get(ownOrigin, '/sitemap.xml', {
      host: 'one.example',
      'if-none-match': etags.get('one.example')!,
    })
    expect(again.statusCode).toBe(304)
  })

  it('behind a trusted proxy takes the origin from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const headers = { 'x-forwarded-host': 'animeverse.in', 'x-forwarded-proto': 'https' }
    expect((await get(behindProxy, '/robots.txt', headers)).body).toContain(
      'Sitemap: https://animeverse.in/sitemap.xml',
    )
    const sitemap = readSitemap((await get(behindProxy, '/sitemap.xml', headers)).body)
    expect(sitemap.locations[1]).toBe('https://animeverse.in/collections')
  })

  it('escapes a hostile forwarded host, so the sitemap stays well-formed XML', async () => {
    const host = `evil.example"'<x>&amp;`
    const response = await get(behindProxy, '/sitemap.xml', { 'x-forwarded-host': host })
    expect(response.body).not.toContain('<x>')
    expect(readSitemap(response.body).locations[0]).toBe(`http://${host}/`)
    const index = await get(smallFiles, '/sitemap.xml', { host: 'evil.example&' })
    expect(readSitemap(index.body).locations[0]).toBe('http://evil.example&/sitemap-1.xml')
  })

  it('past the per-file limit answers an index of files of at most that many URLs, together listing each URL once', async () => {
    for (let added = 0; added < 5; added += 1) await insertProduct(database.db)
    const headers = { host: 'shop.local' }
    const everything = readSitemap((await get(ownOrigin, '/sitemap.xml', headers)).body).locations
    const products = await database.db.selectFrom('products').select('id').orderBy('id').execute()
    expect(everything).toEqual([
      ...storefrontPaths.map((path) => `http://shop.local${path}`),
      ...products.map((product) => `http://shop.local/product/${product.id}`),
    ])

    const index = await get(smallFiles, '/sitemap.xml', headers)
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
    const files = readSitemap(index.body)
    const fileCount = Math.ceil(everything.length / 4)
    expect(files.root).toBe('sitemapindex')
    expect(files.locations).toEqual(
      Array.from({ length: fileCount }, (_, file) => `http://shop.local/sitemap-${file + 1}.xml`),
    )

    const listed: string[] = []
    for (let file = 1; file <= fileCount; file += 1) {
      const response = await get(smallFiles, `/sitemap-${file}.xml`, headers)
      expect(response.statusCode).toBe(200)
      const part = readSitemap(response.body)
      expect(part.root).toBe('urlset')
      expect(part.locations.length).toBeLessThanOrEqual(4)
      listed.push(...part.locations)
      // The same file read a product at a time: the keyset pages join up without gap or repeat.
      const limits = { urlsPerFile: 4, productsPerQuery: 1 }
      expect(await sitemapFile(database.db, 'http://shop.local', String(file), limits)).toBe(response.body)
    }
    expect(listed).toEqual(everything)

    for (const missing of [
      `/sitemap-${fileCount + 1}.xml`,
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap-x.xml',
    ])
      expect((await get(smallFiles, missing, headers)).statusCode, missing).toBe(404)
  })

  it('lists each series page once after the storefront pages, with its products’ last change, in the files too', async () => {
    const withSeries = async (series: string, updatedAt: string) =>
      insertProduct(database.db, { series, series_slug: seriesSlug(series), updated_at: updatedAt })
    await withSeries('Jujutsu Kaisen', '2026-10-01T10:00:00.000Z')
    await withSeries('JUJUTSU KAISEN', '2026-11-05T08:30:00.000Z')
    await withSeries('Re:Zero − Starting Life', '2026-09-12T00:00:00.000Z')
    await withSeries('呪術廻戦', '2026-08-01T00:00:00.000Z')
    // Fresh hosts: the answers cached for the earlier ones predate these rows, written past the API.
    const headers = { host: 'series.local' }
    const sitemap = readSitemap((await get(ownOrigin, '/sitemap.xml', headers)).body)
    const products = await database.db.selectFrom('products').select('id').orderBy('id').execute()
    const seriesPages = [
      ['jujutsu-kaisen', '2026-11-05T08:30:00.000Z'],
      ['re-zero-starting-life', '2026-09-12T00:00:00.000Z'],
      [encodeURIComponent('呪術廻戦'), '2026-08-01T00:00:00.000Z'],
    ]
    expect(sitemap.locations).toEqual([
      ...storefrontPaths.map((path) => `http://series.local${path}`),
      ...seriesPages.map(([slug]) => `http://series.local/collections/series/${slug}`),
      ...products.map((product) => `http://series.local/product/${product.id}`),
    ])
    expect(sitemap.lastModified.slice(storefrontPaths.length, storefrontPaths.length + 3)).toEqual(
      seriesPages.map(([, updatedAt]) => updatedAt),
    )

    const files = readSitemap((await get(smallFiles, '/sitemap.xml', headers)).body).locations
    const listed: string[] = []
    for (const file of files) {
      const response = await get(smallFiles, new URL(file).pathname, headers)
      expect(response.statusCode, file).toBe(200)
      listed.push(...readSitemap(response.body).locations)
    }
    expect(listed).toEqual(sitemap.locations)
  })
})
