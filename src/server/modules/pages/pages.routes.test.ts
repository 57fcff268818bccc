import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isValidJan, seriesSlug } from '@common/catalogue-attributes'
import { insertProduct } from '../../test/fixtures'
import { storeImage } from '../media/media.service'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUpAdmin,
  testDialects,
  type TestApp,
} from '../../test/test-app'

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>AnimeVerse — Anime Figures &amp; Collectibles in India</title>
    <meta
      name="description"
      content="The build's own description."
    />
    <script type="module" src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

function writeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'pages-test-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), INDEX_HTML)
  writeFileSync(join(root, 'assets', 'index-AbC123.js'), 'console.log(1)')
  return root
}

/** schema.org's Product with an Offer, as search engines require it for a product result. */
const offerSchema = z.object({
  '@type': z.literal('Offer'),
  url: z.url(),
  priceCurrency: z.literal('INR'),
  price: z.string().regex(/^\d+\.\d{2}$/),
  availability: z.enum([
    'https://schema.org/InStock',
    'https://schema.org/OutOfStock',
    'https://schema.org/PreOrder',
    'https://schema.org/PreSale',
  ]),
  // A pre-order's release date, or a teaser's launch to the second.
  availabilityStarts: z.union([z.iso.date(), z.iso.datetime()]).optional(),
})
const productSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  description: z.string().min(1),
  sku: z.string().min(1),
  url: z.url(),
  image: z.array(z.url()).min(1),
  offers: offerSchema,
  aggregateRating: z
    .object({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number().min(1).max(5),
      reviewCount: z.number().int().positive(),
    })
    .optional(),
})
/** The collector's additions: the maker as Brand (and Organization), the JAN, the rest as PropertyValues. */
const collectorProductSchema = productSchema.extend({
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }),
  manufacturer: z.object({ '@type': z.literal('Organization'), name: z.string().min(1) }).optional(),
  gtin13: z.string().refine(isValidJan).optional(),
  countryOfOrigin: z.object({ '@type': z.literal('Country'), name: z.string().min(1) }).optional(),
  additionalProperty: z
    .array(z.object({ '@type': z.literal('PropertyValue'), name: z.string(), value: z.string().min(1) }))
    .min(1)
    .optional(),
})
/** A series page: schema.org's CollectionPage about the series. */
const collectionPageSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('CollectionPage'),
  name: z.string().min(1),
  description: z.string().min(1),
  url: z.url(),
  about: z.object({ '@type': z.literal('CreativeWorkSeries'), name: z.string().min(1) }),
  mainEntity: z.object({ '@type': z.literal('ItemList'), numberOfItems: z.number().int().positive() }),
})
const breadcrumbSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.object({ '@type': z.literal('ListItem'), position: z.number(), name: z.string(), item: z.url() }),
    )
    .min(2),
})

/** The page as a browser reads it: its head's tags and structured data. */
function readPage(html: string) {
  const { document } = new JSDOM(html).window
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
    undefined
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as { '@type': string },
  )
  return {
    document,
    title: document.title,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    jsonLd,
    ofType: (type: string) => jsonLd.filter((data) => data['@type'] === type),
    scripts: [...document.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? 'inline'),
  }
}

describe.each(testDialects)('pages with their own head [%s]', (dialect) => {
  let root: string
  let context: TestApp

  beforeAll(async () => {
    root = writeWebBuild()
    context = await createTestApp(dialect, { webRoot: root, shopUrl: 'https://animeverse.example.in' })
  })
  afterAll(async () => {
    await closeTestApp(context)
    rmSync(root, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers })

  it('answers a product page with its name, price, picture and Product JSON-LD', async () => {
    const product = await insertProduct(context.database.db, {
      name: 'Nezuko Kamado Q Posket',
      description: 'Nezuko in her kimono, about 14 cm tall.',
      price_paise: 129_900,
      stock: 4,
      category: 'qposket',
      rating: 4.5,
      num_reviews: 2,
    })
    const response = await get(`/product/${product.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    const page = readPage(response.body)
    const url = `https://animeverse.example.in/product/${product.id}`
    expect(page.title).toBe('Nezuko Kamado Q Posket | AnimeVerse')
    expect(page.meta('description')).toBe('Nezuko in her kimono, about 14 cm tall.')
    expect(page.canonical).toBe(url)
    expect(page.meta('og:type')).toBe('product')
    expect(page.meta('og:title')).toBe('Nezuko Kamado Q Posket | AnimeVerse')
    expect(page.meta('og:url')).toBe(url)
    expect(page.meta('product:price:amount')).toBe('1299.00')
    expect(page.meta('product:price:currency')).toBe('INR')
    expect(page.meta('twitter:card')).toBe('summary_large_image')
    // The fixture's picture is not stored, so the preview names the picture itself at its largest.
    expect(page.meta('og:image')).toBe(
      'https://animeverse.example.in/media/0123456789abcdef0123456789abcdef.webp',
    )
    const [productData] = page.ofType('Product')
    const parsed = productSchema.parse(productData)
    expect(parsed.offers).toMatchObject({ price: '1299.00', availability: 'https://schema.org/InStock' })
    expect(parsed.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 })
    const crumbs = breadcrumbSchema.parse(page.ofType('BreadcrumbList')[0])
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Q Posket',
      'Nezuko Kamado Q Posket',
    ])
    // The app itself is still there, and the build's default title and description are gone.
    expect(page.scripts).toContain('/assets/index-AbC123.js')
    expect(page.document.querySelectorAll('title')).toHaveLength(1)
    expect(page.document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
  })

  it('gives a stored picture to link previews as a 1200 px JPEG with its size', async () => {
    const png = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#3355aa' } })
      .png()
      .toBuffer()
    const stored = await storeImage(context.database.db, png)
    const product = await insertProduct(context.database.db, { images: JSON.stringify([stored.url]) })
    const page = readPage((await get(`/product/${product.id}`)).body)
    expect(page.meta('og:image')).toBe(
      `https://animeverse.example.in${stored.url.replace('.webp', '-share.jpg')}`,
    )
    expect([page.meta('og:image:type'), page.meta('og:image:width'), page.meta('og:image:height')]).toEqual([
      'image/jpeg',
      '1200',
      '1200',
    ])
    expect(page.meta('twitter:image')).toBe(page.meta('og:image'))
  })

  it('says out of stock and leaves the rating out for a product nobody has reviewed', async () => {
    const product = await insertProduct(context.database.db, { stock: 0 })
    const page = readPage((await get(`/products/${product.id}`)).body)
    const parsed = productSchema.parse(page.ofType('Product')[0])
    expect(parsed.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(parsed.aggregateRating).toBeUndefined()
    expect(page.canonical).toBe(`https://animeverse.example.in/product/${product.id}`)
  })

  it('escapes a hostile product name everywhere it appears', async () => {
    const name = '</script><script>alert(1)</script> "quoted"'
    const product = await insertProduct(context.database.db, { name, description: `<b>${name}</b>` })
    const response = await get(`/product/${product.id}`)
    expect(response.body).not.toContain('<script>alert(1)</script>')
    const page = readPage(response.body)
    expect(page.title).toBe(`${name} | AnimeVerse`)
    expect(page.meta('og:title')).toBe(`${name} | AnimeVerse`)
    expect(page.meta('description')).toBe(`<b>${name}</b>`)
    expect(productSchema.parse(page.ofType('Product')[0]).name).toBe(name)
    // No script but the build's own and the structured data.
    expect(page.scripts.filter((script) => script === 'inline')).toHaveLength(page.jsonLd.length)
  })

  it('answers a product that does not exist with 404, the app and a page not to index', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const response = await get(`/product/${id}`)
      expect(response.statusCode, id).toBe(404)
      const page = readPage(response.body)
      expect(page.title).toBe('Product Not Found | AnimeVerse')
      expect(page.meta('robots')).toBe('noindex')
      expect(page.scripts).toContain('/assets/index-AbC123.js')
    }
  })

  it('preloads a product page’s data and main picture with the srcset and sizes the page uses', async () => {
    const product = await insertProduct(context.database.db)
    const { document } = readPage((await get(`/product/${product.id}`)).body)
    const data = document.querySelector('link[rel="preload"][as="fetch"]')
    expect(data?.getAttribute('href')).toBe(`/api/products/${product.id}`)
    expect(data?.getAttribute('crossorigin')).toBe('use-credentials')
    const picture = document.querySelector('link[rel="preload"][as="image"]')
    expect(picture?.getAttribute('imagesrcset')).toContain(
      '/media/0123456789abcdef0123456789abcdef-640.webp 640w',
    )
    expect(picture?.getAttribute('imagesizes')).toBe('(min-width: 1024px) 560px, 100vw')
  })

  it('answers the home page with Organization and WebSite with a search action', async () => {
    const page = readPage((await get('/')).body)
    expect(page.title).toBe('Anime Figures, Keychains & Q Posket in India | AnimeVerse')
    expect(page.canonical).toBe('https://animeverse.example.in/')
    expect(page.ofType('Organization')[0]).toMatchObject({ name: 'AnimeVerse', url: page.canonical })
    expect(page.ofType('WebSite')[0]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://animeverse.example.in/collections/all?q={search_term_string}' },
      },
    })
    expect(page.document.querySelector('link[rel="preload"][as="fetch"]')?.getAttribute('href')).toBe(
      '/api/products?limit=100&sort=-createdAt',
    )
  })

  it('answers collections, About and Contact with their own title and canonical link', async () => {
    const cases = [
      ['/collections/figures', 'Figures | AnimeVerse', '/collections/figures'],
      ['/collections/keychain', 'KeyChains | AnimeVerse', '/collections/keychains'],
      ['/collections?category=qposket', 'Q Posket | AnimeVerse', '/collections/qposket'],
      ['/collections', 'All Products | AnimeVerse', '/collections'],
      ['/about', 'About Us | AnimeVerse', '/about'],
      ['/contact', 'Contact Us | AnimeVerse', '/contact'],
    ] as const
    for (const [url, title, canonicalPath] of cases) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      const page = readPage(response.body)
      expect(page.title, url).toBe(title)
      expect(page.canonical, url).toBe(`https://animeverse.example.in${canonicalPath}`)
      expect(page.meta('description'), url).toBeTruthy()
      breadcrumbSchema.parse(page.ofType('BreadcrumbList')[0])
    }
    const unknown = await get('/collections/not-a-thing')
    expect(unknown.statusCode).toBe(404)
    expect(readPage(unknown.body).meta('robots')).toBe('noindex')
  })

  it('gives a figure’s JSON-LD its maker as brand, its JAN as gtin13 and its series, character, line and scale', async () => {
    const product = await insertProduct(context.database.db, {
      name: 'Satoru Gojo POP UP PARADE',
      series: 'Jujutsu Kaisen',
      series_slug: 'jujutsu-kaisen',
      character_name: 'Satoru Gojo',
      manufacturer: 'Good Smile Company',
      product_line: 'POP UP PARADE',
      scale: 'Non-scale',
      jan: '4580416940061',
      country_of_origin: 'China',
    })
    const data = collectorProductSchema.parse(
      readPage((await get(`/product/${product.id}`)).body).ofType('Product')[0],
    )
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Good Smile Company' })
    expect(data.manufacturer).toEqual({ '@type': 'Organization', name: 'Good Smile Company' })
    expect(data.gtin13).toBe('4580416940061')
    // Made in China by a Japanese maker: the label's country, not the maker's.
    expect(data.countryOfOrigin).toEqual({ '@type': 'Country', name: 'China' })
    expect(data.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Series', value: 'Jujutsu Kaisen' },
      { '@type': 'PropertyValue', name: 'Character', value: 'Satoru Gojo' },
      { '@type': 'PropertyValue', name: 'Line', value: 'POP UP PARADE' },
      { '@type': 'PropertyValue', name: 'Scale', value: 'Non-scale' },
    ])

    // Without attributes the shop is the brand, and nothing is made up.
    const plain = await insertProduct(context.database.db)
    const plainData = collectorProductSchema.parse(
      readPage((await get(`/product/${plain.id}`)).body).ofType('Product')[0],
    )
    expect(plainData.brand).toEqual({ '@type': 'Brand', name: 'AnimeVerse' })
    expect(plainData.manufacturer).toBeUndefined()
    expect(plainData.gtin13).toBeUndefined()
    expect(plainData.countryOfOrigin).toBeUndefined()
    expect(plainData.additionalProperty).toBeUndefined()
  })

  it('answers a product with options as a ProductGroup of its variants, and previews the variant a link names', async () => {
    const admin = await signUpAdmin(context)
    const figure = await insertProduct(context.database.db, { name: 'Gojo Figure', stock: 0 })
    const grid = await context.app.inject({
      method: 'PUT',
      url: `/api/products/${figure.id}/variants`,
      headers: bearer(admin.token),
      payload: {
        options: [
          { name: 'Edition', values: ['Standard', 'Deluxe'] },
          { name: 'Colour', values: ['Blue'] },
        ],
        variants: [
          { options: { Edition: 'Standard', Colour: 'Blue' }, sku: 'PAGE-GOJO-STD', price: 4999, stock: 3 },
          {
            options: { Edition: 'Deluxe', Colour: 'Blue' },
            sku: 'PAGE-GOJO-DLX',
            jan: '4983164880045',
            price: 7499,
            stock: 0,
            images: ['/media/fedcba9876543210fedcba9876543210.webp'],
          },
        ],
      },
    })
    expect(grid.statusCode, grid.body).toBe(200)
    const deluxe = grid.json<{ variants: { _id: string; label: string }[] }>().variants[1]!
    const url = `https://animeverse.example.in/product/${figure.id}`

    const page = readPage((await get(`/product/${figure.id}`)).body)
    expect(page.ofType('Product')).toEqual([])
    const [group] = page.ofType('ProductGroup') as Record<string, unknown>[]
    expect(group).toMatchObject({
      name: 'Gojo Figure',
      productGroupID: figure.id,
      url,
      variesBy: ['Edition', 'https://schema.org/color'],
    })
    const variants = group!.hasVariant as Record<string, unknown>[]
    for (const variant of variants) offerSchema.parse(variant.offers)
    expect(variants.map((variant) => variant.name)).toEqual([
      'Gojo Figure — Standard / Blue',
      'Gojo Figure — Deluxe / Blue',
    ])
    expect(variants[1]).toMatchObject({
      sku: 'PAGE-GOJO-DLX',
      gtin13: '4983164880045',
      color: 'Blue',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Edition', value: 'Deluxe' }],
      image: ['https://animeverse.example.in/media/fedcba9876543210fedcba9876543210.webp'],
      url: `${url}?variant=${deluxe._id}`,
      offers: {
        price: '7499.00',
        availability: 'https://schema.org/OutOfStock',
        url: `${url}?variant=${deluxe._id}`,
      },
    })
    expect(variants[0]).not.toHaveProperty('gtin13')
    expect(variants[0]).toMatchObject({
      offers: { price: '4999.00', availability: 'https://schema.org/InStock' },
    })
    expect(page.meta('product:price:amount')).toBe('4999.00')

    const linked = readPage((await get(`/product/${figure.id}?variant=${deluxe._id}`)).body)
    expect(linked.title).toBe('Gojo Figure — Deluxe / Blue | AnimeVerse')
    expect(linked.meta('og:title')).toBe('Gojo Figure — Deluxe / Blue | AnimeVerse')
    expect(linked.meta('product:price:amount')).toBe('7499.00')
    expect(linked.meta('og:image')).toBe(
      'https://animeverse.example.in/media/fedcba9876543210fedcba9876543210.webp',
    )
    expect(linked.canonical).toBe(url)
    // A variant the product does not have previews the product.
    expect(readPage((await get(`/product/${figure.id}?variant=nope`)).body).title).toBe(
      'Gojo Figure | AnimeVerse',
    )
  })

  it('offers a pre-order with none in stock as PreOrder from its release date', async () => {
    const product = await insertProduct(context.database.db, {
      stock: 0,
      is_preorder: 1,
      release_date: '2027-03-15',
      preorder_limit: 40,
    })
    const data = productSchema.parse(
      readPage((await get(`/product/${product.id}`)).body).ofType('Product')[0],
    )
    expect(data.offers).toMatchObject({
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: '2027-03-15',
    })
  })

  it('previews a scheduled teaser with its launch time, and has no page for a product not on sale', async () => {
    const teaser = await insertProduct(context.database.db, {
      name: 'Yor Forger 1/7',
      description: 'Yor in her dress.',
      status: 'scheduled',
      live_at: '2026-12-05T14:30:00.000Z',
      teaser: 1,
    })
    const response = await get(`/product/${teaser.id}`)
    expect(response.statusCode).toBe(200)
    const page = readPage(response.body)
    expect(page.title).toBe('Yor Forger 1/7 | AnimeVerse')
    expect(page.meta('og:type')).toBe('product')
    expect(page.meta('description')).toBe('On sale from 5 Dec 2026, 8:00 pm IST. Yor in her dress.')
    expect(productSchema.parse(page.ofType('Product')[0]).offers).toMatchObject({
      availability: 'https://schema.org/PreSale',
      availabilityStarts: '2026-12-05T14:30:00.000Z',
    })

    for (const hidden of [
      { status: 'draft' as const },
      { status: 'archived' as const },
      { status: 'scheduled' as const, live_at: '2026-12-05T14:30:00.000Z' },
    ]) {
      const product = await insertProduct(context.database.db, { name: 'Not on sale', ...hidden })
      const answer = await get(`/product/${product.id}`)
      expect(answer.statusCode, hidden.status).toBe(404)
      expect(answer.body).not.toContain('Not on sale')
      expect(readPage(answer.body).meta('robots')).toBe('noindex')
    }
  })

  it('answers a series page with its own title, description, canonical link, CollectionPage and breadcrumb', async () => {
    for (const [series, stock] of [
      ['Chainsaw Man', 3],
      ['Chainsaw Man', 0],
      ['CHAINSAW MAN', 5],
    ] as const) {
      await insertProduct(context.database.db, { series, series_slug: 'chainsaw-man', stock })
    }
    const url = 'https://animeverse.example.in/collections/series/chainsaw-man'
    // The slug, an upper-cased slug and the name typed in the address all find the page and name the slug.
    for (const path of [
      '/collections/series/chainsaw-man',
      '/collections/series/Chainsaw-Man',
      '/collections/series/Chainsaw%20Man',
    ]) {
      const response = await get(path)
      expect(response.statusCode, path).toBe(200)
      const page = readPage(response.body)
      expect(page.title, path).toBe('Chainsaw Man Figures & Merchandise | AnimeVerse')
      expect(page.canonical, path).toBe(url)
      expect(page.meta('og:url'), path).toBe(url)
      expect(page.meta('description'), path).toBe(
        'Shop Chainsaw Man figures, Q Posket and merchandise at AnimeVerse: 3 authentic collectibles, prices in rupees, delivery across India.',
      )
      expect(page.meta('robots'), path).toBeUndefined()
      const collection = collectionPageSchema.parse(page.ofType('CollectionPage')[0])
      expect(collection).toMatchObject({
        url,
        name: 'Chainsaw Man Figures & Merchandise',
        about: { '@type': 'CreativeWorkSeries', name: 'Chainsaw Man' },
        mainEntity: { '@type': 'ItemList', numberOfItems: 3 },
      })
      const crumbs = breadcrumbSchema.parse(page.ofType('BreadcrumbList')[0])
      expect(crumbs.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
        ['Home', 'https://animeverse.example.in/'],
        ['All Products', 'https://animeverse.example.in/collections'],
        ['Chainsaw Man', url],
      ])
      expect(page.scripts).toContain('/assets/index-AbC123.js')
    }
  })

  it('answers a series no product has with 404, the app and a page not to index', async () => {
    for (const path of ['/collections/series/no-such-series', '/collections/series/%20-%20']) {
      const response = await get(path)
      expect(response.statusCode, path).toBe(404)
      const page = readPage(response.body)
      expect(page.title, path).toBe('Page not found | AnimeVerse')
      expect(page.meta('robots'), path).toBe('noindex')
      expect(page.ofType('CollectionPage'), path).toHaveLength(0)
      expect(page.scripts, path).toContain('/assets/index-AbC123.js')
    }
  })

  it('escapes a hostile series name on its page', async () => {
    const series = '</script><script>alert(1)</script> "Hostile"'
    await insertProduct(context.database.db, { series, series_slug: seriesSlug(series) })
    const response = await get(`/collections/series/${seriesSlug(series)}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<script>alert(1)</script>')
    const page = readPage(response.body)
    expect(page.title).toBe(`${series} Figures & Merchandise | AnimeVerse`)
    expect(collectionPageSchema.parse(page.ofType('CollectionPage')[0]).about.name).toBe(series)
    expect(page.scripts.filter((script) => script === 'inline')).toHaveLength(page.jsonLd.length)
  })

  it('keeps a product page with the catalogue and drops it when the product changes', async () => {
    const admin = await signUpAdmin(context)
    const product = await insertProduct(context.database.db, { name: 'Before' })
    const title = async () => readPage((await get(`/product/${product.id}`)).body).title
    expect(await title()).toBe('Before | AnimeVerse')
    const cached = await get(`/product/${product.id}`, { 'if-none-match': '*' })
    expect(cached.statusCode).toBe(304)
    const rename = await context.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: bearer(admin.token),
      payload: { name: 'After' },
    })
    expect(rename.statusCode).toBe(200)
    expect(await title()).toBe('After | AnimeVerse')
  })
})

describe('pages without SHOP_URL', () => {
  let root: string
  let context: TestApp

  beforeAll(async () => {
    root = writeWebBuild()
    context = await createTestApp('sqlite', { webRoot: root, trustProxy: 1 })
  })
  afterAll(async () => {
    await closeTestApp(context)
    rmSync(root, { recursive: true, force: true })
  })

  it('name the origin each request came to, kept apart for each origin', async () => {
    const canonicalOn = async (host: string, proto?: string) => {
      const response = await context.app.inject({
        url: '/about',
        headers: { host, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
      })
      return readPage(response.body).canonical
    }
    expect(await canonicalOn('shop.example.in', 'https')).toBe('https://shop.example.in/about')
    expect(await canonicalOn('localhost:3000')).toBe('http://localhost:3000/about')
    expect(await canonicalOn('shop.example.in', 'https')).toBe('https://shop.example.in/about')
  })
})
