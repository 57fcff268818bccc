import type { KyselyPlugin } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { productListQuerySchema, type Product } from '@common/schemas/product'
import { newId } from '../../db/ids'
import type { ProductsTable } from '../../db/schema'
import { describeEachDatabase } from '../../test/test-app'
import { listProducts } from './product-listing'

const CATEGORIES = ['figures', 'keychains', 'qposket', 'other'] as const
const CATALOGUE_SIZE = 105
const BASE_TIME = Date.parse('2026-01-01T00:00:00.000Z')

/** The words the search tests look for, each placed on exactly one product and one field. */
const SEARCHABLE: Record<number, Partial<ProductsTable>> = {
  3: { name: 'Naruto Uzumaki Sage Mode Figure' },
  8: { tags: JSON.stringify(['chainsaw man', 'pochita']) },
  13: { description: 'A limited Hokage edition, signed by the sculptor.' },
  21: { name: 'Discount 100% Genuine Badge' },
  34: { name: 'Tiny_Chibi Keyring' },
}

/** 105 products whose prices, times and ratings repeat, so every sort needs its id tie-break. */
function catalogueRow(index: number): ProductsTable {
  const createdAt = new Date(BASE_TIME - Math.floor(index / 2) * 3_600_000).toISOString()
  return {
    id: newId(),
    name: `Catalogue item ${index}`,
    description: `Plain description number ${index}.`,
    price_paise: 10_000 + (index % 13) * 2_500,
    original_price_paise: 10_000 + (index % 13) * 2_500,
    images: JSON.stringify([`/media/${String(index).padStart(32, '0')}.webp`]),
    stock: index % 5 === 2 ? 0 : 5 + index,
    category: CATEGORIES[index % CATEGORIES.length]!,
    tags: JSON.stringify(['demo']),
    rating: (index % 11) / 2,
    num_reviews: index % 7,
    is_featured: index % 5 === 0 ? 1 : 0,
    is_best_seller: index % 7 === 0 ? 1 : 0,
    is_new_arrival: index % 3 === 0 ? 1 : 0,
    details: JSON.stringify([{ title: 'Material', content: 'PVC' }]),
    features: JSON.stringify([{ name: 'Height', value: '20 cm' }]),
    seed_key: null,
    max_per_customer: null,
    hsn_code: '9503',
    gst_rate: 5,
    // Every third row was listed before labelling: it has no country, importer or net quantity.
    ...(index % 3 === 0
      ? {}
      : { country_of_origin: 'China', importer: 'AnimeVerse, Mumbai', net_quantity: '1 figure' }),
    created_at: createdAt,
    updated_at: createdAt,
    ...SEARCHABLE[index],
  }
}

type SortKey = 'created_at' | 'price_paise' | 'rating'
function orderedIds(rows: ProductsTable[], column: SortKey, direction: 'asc' | 'desc'): string[] {
  const sign = direction === 'asc' ? 1 : -1
  return [...rows]
    .sort((a, b) => {
      const byColumn = a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : 0
      return sign * (byColumn !== 0 ? byColumn : a.id < b.id ? -1 : 1)
    })
    .map((row) => row.id)
}

describeEachDatabase('product listing', (context) => {
  const rows = Array.from({ length: CATALOGUE_SIZE }, (_, index) => catalogueRow(index))
  const newest = orderedIds(rows, 'created_at', 'desc')
  const ids = (products: Product[]) => products.map((product) => product.id)
  const list = async (query = '') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/products${query ? `?${query}` : ''}`,
    })
    return { status: response.statusCode, body: response.json() }
  }
  const allIds = async (query: string) => ids((await list(`${query}&limit=100`)).body.products)
  const idsWhere = (keep: (row: ProductsTable) => boolean) => new Set(rows.filter(keep).map((row) => row.id))

  beforeAll(async () => {
    await context.database.db.insertInto('products').values(rows).execute()
  })

  it('answers the first 20 newest products with the counts the screens read', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(ids(body.products)).toEqual(newest.slice(0, 20))
    expect(body).toMatchObject({
      totalProducts: CATALOGUE_SIZE,
      total: CATALOGUE_SIZE,
      currentPage: 1,
      totalPages: 6,
    })
  })

  it('answers each product with every field the web app reads, prices in rupees', async () => {
    const { body } = await list('limit=100')
    const row = rows[3]!
    const product = body.products.find((candidate: Product) => candidate.id === row.id)
    expect(product).toEqual({
      _id: row.id,
      id: row.id,
      name: 'Naruto Uzumaki Sage Mode Figure',
      description: row.description,
      price: row.price_paise / 100,
      originalPrice: row.original_price_paise / 100,
      images: JSON.parse(row.images),
      stock: row.stock,
      maxPerCustomer: null,
      category: 'other',
      // A row written without tax columns reads as toys and models (HSN 9503) at 5 %, the columns' defaults.
      hsnCode: '9503',
      gstRate: 5,
      tags: ['demo'],
      rating: 1.5,
      numReviews: 3,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      isFeatured: false,
      isBestSeller: false,
      isNewArrival: true,
      isNew: true,
      details: [{ title: 'Material', content: 'PVC' }],
      features: [{ name: 'Height', value: '20 cm' }],
      // A row written without the collector's columns has none of them and is no pre-order.
      series: null,
      seriesSlug: null,
      character: null,
      manufacturer: null,
      line: null,
      scale: null,
      jan: null,
      isPreorder: false,
      releaseDate: null,
      preorderLimit: null,
      releaseDateHistory: [],
      status: 'live',
      liveAt: null,
      teaser: false,
      earlyAccessMinutes: 0,
      countryOfOrigin: null,
      importer: null,
      netQuantity: null,
    })
    const labelled = body.products.find((candidate: Product) => candidate.id === rows[4]!.id)
    expect(labelled).toMatchObject({
      countryOfOrigin: 'China',
      importer: 'AnimeVerse, Mumbai',
      netQuantity: '1 figure',
    })
  })

  it('pages through the catalogue with page and limit, and the last page is short', async () => {
    const third = await list('page=3&limit=40')
    expect(ids(third.body.products)).toEqual(newest.slice(80, 105))
    expect(third.body).toMatchObject({ currentPage: 3, totalPages: 3, totalProducts: CATALOGUE_SIZE })
  })

  it('reads pageNumber and pageSize as page and limit', async () => {
    const { body } = await list('pageNumber=2&pageSize=10')
    expect(ids(body.products)).toEqual(newest.slice(10, 20))
    expect(body).toMatchObject({ currentPage: 2, totalPages: 11 })
  })

  it('answers an empty page past the end, still with the totals', async () => {
    const { status, body } = await list('page=7')
    expect(status).toBe(200)
    expect(body).toEqual({
      products: [],
      didYouMean: null,
      totalProducts: CATALOGUE_SIZE,
      total: CATALOGUE_SIZE,
      currentPage: 7,
      totalPages: 6,
    })
  })

  it('clamps a limit over 100 to 100 instead of refusing it', async () => {
    const { status, body } = await list('limit=500')
    expect(status).toBe(200)
    expect(body.products).toHaveLength(100)
    expect(body.totalPages).toBe(2)
  })

  it.each([
    ['-createdAt', 'created_at', 'desc'],
    ['createdAt', 'created_at', 'asc'],
    ['price', 'price_paise', 'asc'],
    ['-price', 'price_paise', 'desc'],
    ['-rating', 'rating', 'desc'],
    ['newest', 'created_at', 'desc'],
    ['price-asc', 'price_paise', 'asc'],
    ['price-desc', 'price_paise', 'desc'],
    ['rating', 'rating', 'desc'],
  ] as const)('sorts by %s with ties broken by id', async (sort, column, direction) => {
    const expected = orderedIds(rows, column, direction)
    expect(await allIds(`sort=${sort}`)).toEqual(expected.slice(0, 100))
    expect(ids((await list(`sort=${sort}&page=2&limit=100`)).body.products)).toEqual(expected.slice(100))
  })

  it('filters by category, reading keychain as keychains', async () => {
    const keychains = rows.filter((row) => row.category === 'keychains')
    const expected = orderedIds(keychains, 'price_paise', 'asc')
    expect(await allIds('category=keychains&sort=price')).toEqual(expected)
    expect(await allIds('category=keychain&sort=price')).toEqual(expected)
    expect((await list('category=KeyChains')).body.totalProducts).toBe(keychains.length)
  })

  it('treats category=all as no filter and an unknown category as an empty one', async () => {
    expect((await list('category=all')).body.totalProducts).toBe(CATALOGUE_SIZE)
    expect(await list('category=weapons')).toMatchObject({
      status: 200,
      body: { products: [], totalProducts: 0, totalPages: 0 },
    })
  })

  it.each([
    ['featured=true', (row: ProductsTable) => row.is_featured === 1],
    ['category=featured', (row: ProductsTable) => row.is_featured === 1],
    ['newArrival=true', (row: ProductsTable) => row.is_new_arrival === 1],
    ['category=new-arrivals', (row: ProductsTable) => row.is_new_arrival === 1],
    ['bestseller=true', (row: ProductsTable) => row.is_best_seller === 1],
    ['category=bestsellers', (row: ProductsTable) => row.is_best_seller === 1],
    ['inStock=true', (row: ProductsTable) => row.stock > 0],
    ['featured=false', () => true],
    [
      'category=figures&featured=true&inStock=true',
      (row: ProductsTable) => row.category === 'figures' && row.is_featured === 1 && row.stock > 0,
    ],
    [
      'category=bestsellers&newArrival=1',
      (row: ProductsTable) => row.is_best_seller === 1 && row.is_new_arrival === 1,
    ],
  ])('filters with %s', async (query, keep) => {
    const expected = idsWhere(keep)
    expect(expected.size).toBeGreaterThan(0)
    const { body } = await list(`${query}&limit=100&sort=-rating`)
    expect(body.totalProducts).toBe(expected.size)
    expect(ids(body.products)).toEqual(orderedIds(rows.filter(keep), 'rating', 'desc').slice(0, 100))
  })

  it('searches name, description, category and tags without regard to case, with search or q', async () => {
    const only = (index: number) => [rows[index]!.id]
    expect(await allIds('search=NARUTO%20uzumaki')).toEqual(only(3))
    expect(await allIds('q=naruto')).toEqual(only(3))
    expect(await allIds('search=Chainsaw')).toEqual(only(8))
    expect(await allIds('search=hokage%20EDITION')).toEqual(only(13))
    expect((await list('search=QPOSKET')).body.totalProducts).toBe(
      rows.filter((row) => row.category === 'qposket').length,
    )
    expect(await list('search=no%20such%20thing')).toMatchObject({
      body: { products: [], totalProducts: 0, totalPages: 0 },
    })
  })

  it('reads punctuation and LIKE wildcards in a search as breaks between words, never as patterns', async () => {
    expect(new Set(await allIds('search=100%25'))).toEqual(new Set([rows[21]!.id, rows[100]!.id]))
    expect(await allIds('search=tiny_chibi')).toEqual([rows[34]!.id])
    expect(await allIds('search=%25')).toEqual([])
    expect(await allIds('search=_')).toEqual([])
    expect(await allIds('search=%5C')).toEqual([])
  })

  it('combines search with the other filters and the sort', async () => {
    const expected = orderedIds(
      rows.filter((row) => row.category === 'figures' && row.stock > 0),
      'price_paise',
      'desc',
    )
    expect(expected.length).toBeGreaterThan(10)
    expect(await allIds('q=figures&inStock=true&sort=price-desc')).toEqual(expected)
  })

  it.each([
    ['page=abc', 'page must be a whole number of 1 or more'],
    ['page=0', 'page must be a whole number of 1 or more'],
    ['page=1.5', 'page must be a whole number of 1 or more'],
    ['page=1&page=2', 'page must be a whole number of 1 or more'],
    ['limit=-5', 'limit must be a whole number of 1 or more'],
    ['limit=0', 'limit must be a whole number of 1 or more'],
    ['pageSize=ten', 'pageSize must be a whole number of 1 or more'],
    ['pageNumber=', 'pageNumber must be a whole number of 1 or more'],
    [
      'sort=bogus',
      'sort must be one of -createdAt, createdAt, price, -price, -rating, newest, price-asc, price-desc, rating',
    ],
    ['featured=maybe', 'featured must be true or false'],
    ['inStock=yes', 'inStock must be true or false'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    const { status, body } = await list(query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, message })
  })

  it('reads a whole listing with one count query and one page query (a search is product-search.ts)', async () => {
    let queries = 0
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    const query = productListQuerySchema.parse({
      category: 'figures',
      limit: '100',
      inStock: 'true',
    })
    const listing = await listProducts(context.database.db.withPlugin(counter), query)
    expect(listing.products.length).toBeGreaterThan(10)
    expect(queries).toBe(2)
  })

  it('answers one product by id, also under the doubled /api/api prefix', async () => {
    const row = rows[8]!
    for (const url of [`/api/products/${row.id}`, `/api/api/products/${row.id}`]) {
      const response = await context.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        _id: row.id,
        id: row.id,
        name: row.name,
        tags: ['chainsaw man', 'pochita'],
      })
    }
  })

  it('answers 404 "Product not found" for an unknown or malformed id', async () => {
    for (const id of [newId(), 'not-an-id', "1' or '1'='1"]) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/products/${encodeURIComponent(id)}`,
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: 'Product not found' })
    }
  })
})
