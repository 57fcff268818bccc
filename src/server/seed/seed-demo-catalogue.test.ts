import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { seriesSlug } from '@common/catalogue-attributes'
import type { Product } from '@common/schemas/product'
import { describeEachDatabase } from '../test/test-app'
import { DEMO_ART_WIDTHS, demoArtPath } from './demo-art-files'
import { demoProducts, demoShoppers } from './demo-products'
import { seedDemoCatalogue } from './seed-demo-catalogue'

describeEachDatabase('demo catalogue seed', (context) => {
  const count = async (table: 'products' | 'reviews' | 'users' | 'media') =>
    Number(
      (
        await context.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const listAll = async (): Promise<Product[]> =>
    (await context.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json().products

  it('fills an empty catalogue with every demo product, picture, shopper and review', async () => {
    const started = Date.now()
    const result = await seedDemoCatalogue(context.database.db)
    console.info(`demo catalogue seeded on ${context.dialect} in ${Date.now() - started} ms`)
    expect(result.products).toBe(demoProducts.length)
    expect(result.products).toBeGreaterThanOrEqual(48)

    const products = await listAll()
    expect(products).toHaveLength(demoProducts.length)
    expect(new Set(products.map((product) => product.category))).toEqual(
      new Set(['figures', 'keychains', 'qposket', 'other']),
    )
    for (const product of products) {
      const demo = demoProducts.find((candidate) => candidate.name === product.name)!
      expect(product.images).toHaveLength(demo.imageCount)
      expect(product.price).toBe(demo.pricePaise / 100)
      expect(product.originalPrice).toBeGreaterThanOrEqual(product.price)
    }
    expect(await count('users')).toBe(demoShoppers.length)
    expect(await count('reviews')).toBeGreaterThan(0)
  })

  it('serves every product picture as WebP from /media', async () => {
    const urls = (await listAll()).flatMap((product) => product.images)
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/)
      const response = await context.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
    }
  })

  it('serves each picture at every width exactly as shipped', async () => {
    const product = demoProducts.find((candidate) => candidate.imageCount === 4)!
    const listed = (await listAll()).find((candidate) => candidate.name === product.name)!
    for (const [variant, url] of listed.images.entries()) {
      for (const width of DEMO_ART_WIDTHS) {
        const sized = url.replace('.webp', `-${width}.webp`)
        const response = await context.app.inject({ method: 'GET', url: sized })
        expect(response.statusCode, sized).toBe(200)
        expect(
          response.rawPayload.equals(readFileSync(demoArtPath(product.key, variant, width))),
          sized,
        ).toBe(true)
      }
    }
  })

  it('gives each product the average of its reviews, rounded to one decimal, and their count', async () => {
    const db = context.database.db
    const products = await db
      .selectFrom('products')
      .select(['id', 'rating', 'num_reviews', 'created_at'])
      .execute()
    const reviews = await db.selectFrom('reviews').select(['product_id', 'rating', 'created_at']).execute()
    for (const product of products) {
      const ratings = reviews
        .filter((review) => review.product_id === product.id)
        .map((review) => review.rating)
      const average = ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : 0
      expect(product.num_reviews).toBe(ratings.length)
      expect(product.rating).toBeCloseTo(Math.round(average * 10) / 10, 5)
    }
    expect(new Set(products.map((product) => product.rating)).size).toBeGreaterThan(4)
    const reviewed = new Map(products.map((product) => [product.id, product.created_at]))
    for (const review of reviews) expect(review.created_at > reviewed.get(review.product_id)!).toBe(true)
  })

  it('spreads the listing dates so that newest first differs from oldest first', async () => {
    const newest = await listAll()
    const oldest: Product[] = (
      await context.app.inject({ method: 'GET', url: '/api/products?limit=100&sort=createdAt' })
    ).json().products
    expect(newest[0]!.createdAt > oldest[0]!.createdAt).toBe(true)
  })

  it('stores every figure’s and Q Posket’s attributes, every product’s labelling, the pre-orders’ terms and a page for each series', async () => {
    const products = await listAll()
    for (const demo of demoProducts) {
      const product = products.find((candidate) => candidate.name === demo.name)!
      expect(
        [product.series, product.character, product.manufacturer, product.line, product.scale, product.jan],
        demo.key,
      ).toEqual([demo.series, demo.character, demo.manufacturer, demo.line, demo.scale, demo.jan])
      expect([product.countryOfOrigin, product.importer, product.netQuantity], demo.key).toEqual([
        demo.countryOfOrigin,
        demo.importer,
        demo.netQuantity,
      ])
      expect(product.seriesSlug, demo.key).toBe(demo.series ? seriesSlug(demo.series) : null)
      expect(product.isPreorder, demo.key).toBe(demo.preorder !== undefined)
      if (!demo.preorder) continue
      expect(product.stock, demo.key).toBe(0)
      expect(product.preorderLimit, demo.key).toBe(demo.preorder.limit)
      // Months after the day of seeding, as a calendar day.
      const daysAhead = (Date.parse(`${product.releaseDate}T00:00:00Z`) - Date.now()) / 86_400_000
      expect(daysAhead, demo.key).toBeGreaterThan(demo.preorder.releaseInDays - 2)
      expect(daysAhead, demo.key).toBeLessThan(demo.preorder.releaseInDays + 1)
    }
    const preorders = await context.app.inject({
      method: 'GET',
      url: '/api/products?preorder=true&limit=100',
    })
    expect(
      preorders
        .json()
        .products.map((product: Product) => product.name)
        .sort(),
    ).toEqual(
      demoProducts
        .filter((demo) => demo.preorder)
        .map((demo) => demo.name)
        .sort(),
    )
    const series = await context.app.inject({ method: 'GET', url: '/api/products/series/jujutsu-kaisen' })
    expect(series.json()).toEqual({
      name: 'Jujutsu Kaisen',
      slug: 'jujutsu-kaisen',
      productCount: demoProducts.filter((demo) => demo.series === 'Jujutsu Kaisen').length,
    })
  })

  it('changes nothing when run again', async () => {
    const before = await Promise.all([count('products'), count('reviews'), count('users'), count('media')])
    expect(await seedDemoCatalogue(context.database.db)).toEqual({ products: 0 })
    expect(await Promise.all([count('products'), count('reviews'), count('users'), count('media')])).toEqual(
      before,
    )
  })
})
