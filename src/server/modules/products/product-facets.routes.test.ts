import { beforeAll, describe, expect, it } from 'vitest'
import { seriesSlug } from '@common/catalogue-attributes'
import type { Product, ProductFacets } from '@common/schemas/product'
import type { ProductsTable } from '../../db/schema'
import { insertProduct } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUpAdmin, type SignedUpUser } from '../../test/test-app'
import type { AuditActor } from '../audit/audit.service'
import type { MailContext } from '../mail/mail.service'
import { PREORDER_ENDS_WITH_RELEASE_MESSAGE } from '@common/schemas/preorder'
import { countFacets, planListing, type FacetGroup } from './product-facets'
import { getProduct } from './product-reads'
import type { ReleaseDateChange, ReleaseDateChanged } from './preorder-terms'
import { updateProduct } from './product-writes'

/** A collector's catalogue of twelve, counted by hand below: several series, makers and scales, stock 0, pre-orders. */
type Fixture = {
  name: string
  category: string
  series?: string
  character?: string
  manufacturer?: string
  line?: string
  scale?: string
  rupees: number
  stock: number
  preorder?: true
}
const RE_ZERO = 'Re:Zero − Starting Life'
const CATALOGUE: Fixture[] = [
  /* 1 */ {
    name: 'Gojo Nendoroid',
    category: 'figures',
    series: 'Jujutsu Kaisen',
    character: 'Gojo Satoru',
    manufacturer: 'Good Smile Company',
    line: 'Nendoroid',
    scale: 'Non-scale',
    rupees: 3500,
    stock: 5,
  },
  /* 2 */ {
    name: 'Gojo Hollow Purple 1/7',
    category: 'figures',
    series: 'Jujutsu Kaisen',
    character: 'Gojo Satoru',
    manufacturer: 'Good Smile Company',
    scale: '1/7',
    rupees: 18000,
    stock: 0,
  },
  /* 3 */ {
    name: 'Yuji Q Posket',
    category: 'qposket',
    series: 'Jujutsu Kaisen',
    character: 'Yuji Itadori',
    manufacturer: 'Banpresto',
    line: 'Q Posket',
    scale: 'Non-scale',
    rupees: 1800,
    stock: 10,
  },
  /* 4 */ {
    name: 'Megumi Pop Up Parade',
    category: 'figures',
    series: 'Jujutsu Kaisen',
    character: 'Megumi Fushiguro',
    manufacturer: 'Good Smile Company',
    line: 'Pop Up Parade',
    scale: 'Non-scale',
    rupees: 4200,
    stock: 0,
    preorder: true,
  },
  /* 5 */ {
    name: 'Tanjiro Nendoroid',
    category: 'figures',
    series: 'Demon Slayer',
    character: 'Tanjiro Kamado',
    manufacturer: 'Good Smile Company',
    line: 'Nendoroid',
    scale: 'Non-scale',
    rupees: 3400,
    stock: 3,
  },
  /* 6 */ {
    name: 'Nezuko Q Posket',
    category: 'qposket',
    series: 'Demon Slayer',
    character: 'Nezuko Kamado',
    manufacturer: 'Banpresto',
    line: 'Q Posket',
    scale: 'Non-scale',
    rupees: 1900,
    stock: 0,
  },
  /* 7 */ {
    name: 'Rengoku 1/8',
    category: 'figures',
    series: 'Demon Slayer',
    character: 'Kyojuro Rengoku',
    manufacturer: 'Kotobukiya',
    scale: '1/8',
    rupees: 12000,
    stock: 2,
  },
  /* 8 */ {
    name: 'Luffy Gear Five 1/7',
    category: 'figures',
    series: 'One Piece',
    character: 'Monkey D. Luffy',
    manufacturer: 'Bandai',
    scale: '1/7',
    rupees: 16000,
    stock: 0,
    preorder: true,
  },
  /* 9 */ {
    name: 'Luffy Q Posket',
    category: 'qposket',
    series: 'One Piece',
    character: 'Monkey D. Luffy',
    manufacturer: 'Banpresto',
    line: 'Q Posket',
    scale: 'Non-scale',
    rupees: 1800,
    stock: 7,
  },
  /* 10 */ {
    name: 'Zoro Acrylic Keychain',
    category: 'keychains',
    series: 'One Piece',
    character: 'Roronoa Zoro',
    rupees: 499,
    stock: 20,
  },
  /* 11 */ { name: 'Plain Wall Poster', category: 'other', rupees: 299, stock: 15 },
  /* 12 */ {
    name: 'Rem 1/7',
    category: 'figures',
    series: RE_ZERO,
    character: 'Rem',
    manufacturer: 'Kotobukiya',
    scale: '1/7',
    rupees: 15000,
    stock: 1,
  },
]

function fixtureRow(fixture: Fixture, index: number): Partial<ProductsTable> {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString()
  return {
    name: fixture.name,
    category: fixture.category,
    price_paise: fixture.rupees * 100,
    original_price_paise: fixture.rupees * 100,
    stock: fixture.stock,
    tags: '[]',
    series: fixture.series ?? null,
    series_slug: fixture.series ? seriesSlug(fixture.series) : null,
    character_name: fixture.character ?? null,
    manufacturer: fixture.manufacturer ?? null,
    product_line: fixture.line ?? null,
    scale: fixture.scale ?? null,
    is_preorder: fixture.preorder ? 1 : 0,
    release_date: fixture.preorder ? '2027-03-15' : null,
    preorder_limit: fixture.preorder ? 40 : null,
    created_at: createdAt,
    updated_at: createdAt,
  }
}

const value = (name: string, count: number) => ({ value: name, count })
const series = (name: string, count: number) => ({ value: name, slug: seriesSlug(name), count })

/** A valid JAN (check digit 4) and the same digits with a wrong check digit. */
const JAN = '4901234567894'
const BAD_CHECK_DIGIT_JAN = '4901234567895'

describeEachDatabase('catalogue attributes, filters and facets', (context) => {
  let admin: SignedUpUser
  /** The fixture's ids by its number (1–12). */
  const idOf: Record<number, string> = {}

  beforeAll(async () => {
    admin = await signUpAdmin(context)
    for (const [index, fixture] of CATALOGUE.entries()) {
      idOf[index + 1] = (await insertProduct(context.database.db, fixtureRow(fixture, index))).id
    }
  })

  const get = (url: string) => context.app.inject({ method: 'GET', url })
  const facets = async (query = ''): Promise<ProductFacets> => {
    const response = await get(`/api/products/facets${query ? `?${query}` : ''}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  /** The fixture numbers the listing shows for `query`, in order. */
  const listed = async (query: string): Promise<number[]> => {
    const response = await get(`/api/products?${query}&limit=50`)
    expect(response.statusCode, response.body).toBe(200)
    const numbers = Object.fromEntries(Object.entries(idOf).map(([number, id]) => [id, Number(number)]))
    return (response.json().products as Product[])
      .map((product) => numbers[product.id]!)
      .sort((a, b) => a - b)
  }

  describe('the listing filters', () => {
    it.each([
      ['series=Jujutsu%20Kaisen', [1, 2, 3, 4]],
      ['series=jujutsu-kaisen', [1, 2, 3, 4]],
      [`series=${encodeURIComponent(RE_ZERO)}`, [12]],
      ['series=re-zero-starting-life', [12]],
      ['series=Jujutsu%20Kaisen&series=one-piece', [1, 2, 3, 4, 8, 9, 10]],
      ['manufacturer=Kotobukiya&manufacturer=Bandai', [7, 8, 12]],
      ['scale=1%2F7&manufacturer=Kotobukiya', [12]],
      ['character=Monkey%20D.%20Luffy', [8, 9]],
      ['line=Nendoroid', [1, 5]],
      ['line=Nendoroid&line=Q%20Posket&category=qposket', [3, 6, 9]],
      ['minPrice=1800&maxPrice=3500', [1, 3, 5, 6, 9]],
      ['maxPrice=499', [10, 11]],
      ['minPrice=18000', [2]],
      ['minPrice=1800.01&maxPrice=1899.99', []],
      ['preorder=true', [4, 8]],
      ['preorder=true&series=one-piece', [8]],
      ['inStock=true&category=figures', [1, 5, 7, 12]],
      ['manufacturer=Nobody', []],
      ['search=luffy', [8, 9]],
      ['search=luffy&manufacturer=Banpresto', [9]],
    ])('%s lists %j', async (query, expected) => {
      expect(await listed(query)).toEqual(expected)
      const total = (await get(`/api/products?${query}`)).json().totalProducts
      expect(total).toBe(expected.length)
    })

    it('pages a filtered listing, newest first, with its total', async () => {
      const response = await get('/api/products?series=jujutsu-kaisen&limit=3&page=2')
      expect(response.json()).toMatchObject({
        products: [{ _id: idOf[1] }],
        totalProducts: 4,
        currentPage: 2,
        totalPages: 2,
      })
      const byPrice = await get('/api/products?scale=Non-scale&sort=-price&limit=2')
      expect(byPrice.json().products.map((product: Product) => product._id)).toEqual([idOf[4], idOf[1]])
      expect(byPrice.json().totalProducts).toBe(6)
    })

    it.each([
      ['minPrice=5000&maxPrice=100', 'minPrice must not be above maxPrice'],
      ['minPrice=-5', 'minPrice must be an amount in rupees (at most 2 decimals)'],
      ['maxPrice=12.345', 'maxPrice must be an amount in rupees (at most 2 decimals)'],
      [`series=${'x'.repeat(81)}`, 'each series must be at most 80 characters of text'],
    ])('refuses %s with 400 "%s", on the listing and the facets', async (query, message) => {
      for (const path of ['/api/products', '/api/products/facets']) {
        const response = await get(`${path}?${query}`)
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({ success: false, message })
      }
    })
  })

  describe('the facets', () => {
    const ALL_SERIES = [
      series('Jujutsu Kaisen', 4),
      series('Demon Slayer', 3),
      series('One Piece', 3),
      series(RE_ZERO, 1),
    ]

    it('count the whole catalogue without filters, most first then by name, no empty values', async () => {
      expect(await facets()).toEqual({
        series: ALL_SERIES,
        character: [
          value('Gojo Satoru', 2),
          value('Monkey D. Luffy', 2),
          value('Kyojuro Rengoku', 1),
          value('Megumi Fushiguro', 1),
          value('Nezuko Kamado', 1),
          value('Rem', 1),
          value('Roronoa Zoro', 1),
          value('Tanjiro Kamado', 1),
          value('Yuji Itadori', 1),
        ],
        manufacturer: [
          value('Good Smile Company', 4),
          value('Banpresto', 3),
          value('Kotobukiya', 2),
          value('Bandai', 1),
        ],
        line: [value('Q Posket', 3), value('Nendoroid', 2), value('Pop Up Parade', 1)],
        scale: [value('Non-scale', 6), value('1/7', 3), value('1/8', 1)],
        category: [value('figures', 7), value('qposket', 3), value('keychains', 1), value('other', 1)],
        price: { min: 299, max: 18000 },
        inStock: 8,
        preorder: 2,
      })
    })

    it('count, for each facet, what the other filters leave (a series asked by name and by slug)', async () => {
      const answer = await facets('series=Jujutsu%20Kaisen&series=one-piece')
      expect(answer.series).toEqual(ALL_SERIES)
      expect(answer.manufacturer).toEqual([
        value('Good Smile Company', 3),
        value('Banpresto', 2),
        value('Bandai', 1),
      ])
      expect(answer.scale).toEqual([value('Non-scale', 4), value('1/7', 2)])
      expect(answer.category).toEqual([value('figures', 4), value('qposket', 2), value('keychains', 1)])
      expect(answer.price).toEqual({ min: 499, max: 18000 })
      expect(answer.inStock).toBe(4)
      expect(answer.preorder).toBe(2)
    })

    it('apply every filter but its own: series and manufacturer together', async () => {
      const answer = await facets('series=jujutsu-kaisen&series=one-piece&manufacturer=Banpresto')
      expect(answer.series).toEqual([
        series('Demon Slayer', 1),
        series('Jujutsu Kaisen', 1),
        series('One Piece', 1),
      ])
      expect(answer.manufacturer).toEqual([
        value('Good Smile Company', 3),
        value('Banpresto', 2),
        value('Bandai', 1),
      ])
      expect(answer.line).toEqual([value('Q Posket', 2)])
      expect(answer.scale).toEqual([value('Non-scale', 2)])
      expect(answer.category).toEqual([value('qposket', 2)])
      expect(answer.price).toEqual({ min: 1800, max: 1800 })
      expect(answer.inStock).toBe(2)
      expect(answer.preorder).toBe(0)
    })

    it('count in stock and category each without their own filter', async () => {
      const answer = await facets('inStock=true&category=figures')
      expect(answer.category).toEqual([
        value('figures', 4),
        value('qposket', 2),
        value('keychains', 1),
        value('other', 1),
      ])
      expect(answer.inStock).toBe(4)
      expect(answer.preorder).toBe(0)
      expect(answer.series).toEqual([
        series('Demon Slayer', 2),
        series('Jujutsu Kaisen', 1),
        series(RE_ZERO, 1),
      ])
      expect(answer.scale).toEqual([value('Non-scale', 2), value('1/7', 1), value('1/8', 1)])
      expect(answer.price).toEqual({ min: 3400, max: 15000 })
    })

    it('count pre-orders without their own filter', async () => {
      const answer = await facets('preorder=true')
      expect(answer.preorder).toBe(2)
      expect(answer.inStock).toBe(0)
      expect(answer.series).toEqual([series('Jujutsu Kaisen', 1), series('One Piece', 1)])
      expect(answer.price).toEqual({ min: 4200, max: 16000 })
    })

    it('give the price range of what the other filters leave, bounds included, and 0 to 0 for nothing', async () => {
      const bounded = await facets('minPrice=1800&maxPrice=3500')
      expect(bounded.price).toEqual({ min: 299, max: 18000 })
      expect(bounded.series).toEqual([
        series('Demon Slayer', 2),
        series('Jujutsu Kaisen', 2),
        series('One Piece', 1),
      ])
      expect(bounded.inStock).toBe(4)
      expect((await facets('manufacturer=Banpresto&maxPrice=1800')).price).toEqual({ min: 1800, max: 1900 })
      const nothing = await facets('manufacturer=Nobody')
      expect(nothing.price).toEqual({ min: 0, max: 0 })
      expect(nothing.series).toEqual([])
      expect(nothing.manufacturer).toEqual([
        value('Good Smile Company', 4),
        value('Banpresto', 3),
        value('Kotobukiya', 2),
        value('Bandai', 1),
      ])
      expect(nothing.inStock).toBe(0)
    })

    it("count a search's matches", async () => {
      const answer = await facets('search=luffy&manufacturer=Banpresto')
      expect(answer.series).toEqual([series('One Piece', 1)])
      expect(answer.manufacturer).toEqual([value('Bandai', 1), value('Banpresto', 1)])
      expect(answer.category).toEqual([value('qposket', 1)])
      expect(answer.inStock).toBe(1)
      expect(answer.preorder).toBe(0)
      expect((await facets('search=qwxzvplmkj')).series).toEqual([])
    })

    it('see a product edited a moment ago (nothing kept across a write)', async () => {
      expect((await facets()).line).toEqual([
        value('Q Posket', 3),
        value('Nendoroid', 2),
        value('Pop Up Parade', 1),
      ])
      const edited = await context.app.inject({
        method: 'PUT',
        url: `/api/products/${idOf[10]}`,
        headers: bearer(admin.token),
        payload: { line: 'Nendoroid', manufacturer: 'Good Smile Company' },
      })
      expect(edited.statusCode, edited.body).toBe(200)
      const answer = await facets()
      expect(answer.line).toEqual([value('Nendoroid', 3), value('Q Posket', 3), value('Pop Up Parade', 1)])
      expect(answer.manufacturer[0]).toEqual(value('Good Smile Company', 5))
      const reverted = await context.app.inject({
        method: 'PUT',
        url: `/api/products/${idOf[10]}`,
        headers: bearer(admin.token),
        payload: { line: '', manufacturer: null },
      })
      expect(reverted.json()).toMatchObject({ line: null, manufacturer: null })
      expect((await facets()).line).toEqual([
        value('Q Posket', 3),
        value('Nendoroid', 2),
        value('Pop Up Parade', 1),
      ])
    })
  })

  describe('attributes on the admin API', () => {
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      context.app.inject({ method, url, headers: bearer(admin.token), payload })
    const productInput = (overrides: Record<string, unknown> = {}) => ({
      name: 'Nobara Kugisaki 1/7',
      description: 'Hammer and nails, 23 cm.',
      price: 14999,
      stock: 3,
      category: 'figures',
      images: ['https://cdn.example.com/nobara.jpg'],
      countryOfOrigin: 'China',
      ...overrides,
    })

    it('stores, reads back and edits every attribute (JAN with spaces and dashes, blanks as none)', async () => {
      const created = await send(
        'POST',
        '/api/products',
        productInput({
          series: '  Jujutsu Kaisen ',
          character: 'Nobara Kugisaki',
          manufacturer: 'Good Smile Company',
          line: '',
          scale: '1/7',
          jan: '4 901234-567894',
          isPreorder: true,
          releaseDate: '2027-03-15',
          preorderLimit: 25,
        }),
      )
      expect(created.statusCode, created.body).toBe(201)
      const product: Product = created.json()
      const attributes = {
        series: 'Jujutsu Kaisen',
        seriesSlug: 'jujutsu-kaisen',
        character: 'Nobara Kugisaki',
        manufacturer: 'Good Smile Company',
        line: null,
        scale: '1/7',
        jan: JAN,
        isPreorder: true,
        releaseDate: '2027-03-15',
        preorderLimit: 25,
        releaseDateHistory: [],
      }
      expect(product).toMatchObject(attributes)
      expect((await get(`/api/products/${product._id}`)).json()).toMatchObject(attributes)

      const edited = await send('PUT', `/api/products/${product._id}`, {
        series: RE_ZERO,
        jan: '',
        scale: '  ',
      })
      expect(edited.statusCode, edited.body).toBe(200)
      expect(edited.json()).toMatchObject({
        ...attributes,
        series: RE_ZERO,
        seriesSlug: 're-zero-starting-life',
        jan: null,
        scale: null,
      })
      await context.database.db.deleteFrom('products').where('id', '=', product._id).execute()
    })

    it.each([
      [{ jan: BAD_CHECK_DIGIT_JAN }, "JAN's check digit does not match: check the barcode's digits"],
      [{ jan: '12345' }, 'JAN must be 13 digits'],
      [{ jan: '49012345678941' }, 'JAN must be 13 digits'],
      [{ series: 'x'.repeat(81) }, 'Series must be at most 80 characters'],
      [{ manufacturer: 'y'.repeat(81) }, 'Manufacturer must be at most 80 characters'],
      [{ isPreorder: true, preorderLimit: 10 }, 'A pre-order needs a release date'],
      [{ isPreorder: true, releaseDate: '2027-02-01' }, 'A pre-order needs a pre-order limit'],
      [
        { isPreorder: true, releaseDate: '2027-02-30', preorderLimit: 10 },
        'Release date must be a date (YYYY-MM-DD)',
      ],
    ])('refuses to create %o with 400 "%s"', async (overrides, message) => {
      const response = await send('POST', '/api/products', productInput(overrides))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message })
    })

    it('refuses an edit that leaves a pre-order without a date or a limit', async () => {
      const product: Product = (await send('POST', '/api/products', productInput())).json()
      const dateless = await send('PUT', `/api/products/${product._id}`, {
        isPreorder: true,
        preorderLimit: 5,
      })
      expect(dateless.statusCode).toBe(400)
      expect(dateless.json()).toMatchObject({ message: 'A pre-order needs a release date' })
      const limitless = await send('PUT', `/api/products/${product._id}`, {
        isPreorder: true,
        releaseDate: '2027-05-01',
      })
      expect(limitless.json()).toMatchObject({ message: 'A pre-order needs a pre-order limit' })
      expect((await get(`/api/products/${product._id}`)).json()).toEqual(product)
      await context.database.db.deleteFrom('products').where('id', '=', product._id).execute()
    })

    it("keeps a pre-order's earlier release dates, oldest first, only when the date changes", async () => {
      const product: Product = (
        await send(
          'POST',
          '/api/products',
          productInput({ isPreorder: true, releaseDate: '2027-03-15', preorderLimit: 10 }),
        )
      ).json()
      const put = async (payload: object) => {
        const response = await send('PUT', `/api/products/${product._id}`, payload)
        expect(response.statusCode, response.body).toBe(200)
        return response.json() as Product
      }
      expect((await put({ releaseDate: '2027-03-15', name: 'Nobara (renamed)' })).releaseDateHistory).toEqual(
        [],
      )
      expect(await put({ releaseDate: '2027-05-01' })).toMatchObject({
        releaseDate: '2027-05-01',
        releaseDateHistory: ['2027-03-15'],
      })
      expect((await put({ stock: 0 })).releaseDateHistory).toEqual(['2027-03-15'])
      expect(await put({ releaseDate: '2027-08-20' })).toMatchObject({
        releaseDate: '2027-08-20',
        releaseDateHistory: ['2027-03-15', '2027-05-01'],
      })
      expect((await get(`/api/products/${product._id}`)).json().releaseDateHistory).toEqual([
        '2027-03-15',
        '2027-05-01',
      ])
      await context.database.db.deleteFrom('products').where('id', '=', product._id).execute()
    })
  })
})

describeEachDatabase("a pre-order's release date moving", (context) => {
  const mail: MailContext = { sends: false, notifyEmail: undefined, origin: 'https://shop.example.in' }
  /** The service called directly, as a route would with its signed-in admin. */
  const serviceCaller: AuditActor = { id: null, email: null, ip: null, userAgent: null }

  it('calls releaseDateChanged inside the update once per move, and a failure there undoes the update', async () => {
    const { db } = context.database
    const { id } = await insertProduct(db, {
      name: 'Maki Zenin 1/7',
      stock: 0,
      is_preorder: 1,
      release_date: '2027-03-15',
      preorder_limit: 10,
    })
    const told: ReleaseDateChange[] = []
    const tell: ReleaseDateChanged = async (trx, change) => {
      // Read through the transaction: the new date is already there, the history too.
      const row = await trx
        .selectFrom('products')
        .select(['release_date', 'release_date_history'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ release_date: change.releaseDate, release_date_history: '["2027-03-15"]' })
      told.push(change)
    }
    await updateProduct(db, serviceCaller, id, { releaseDate: '2027-03-15' }, mail, [], tell)
    await updateProduct(db, serviceCaller, id, { name: 'Maki Zenin 1/7 (repaint)' }, mail, [], tell)
    expect(told).toEqual([])
    await updateProduct(db, serviceCaller, id, { releaseDate: '2027-06-01' }, mail, [], tell)
    expect(told).toEqual([
      {
        productId: id,
        productName: 'Maki Zenin 1/7 (repaint)',
        previousDate: '2027-03-15',
        releaseDate: '2027-06-01',
      },
    ])

    const failing: ReleaseDateChanged = async () => {
      throw new Error('the outbox is down')
    }
    await expect(
      updateProduct(db, serviceCaller, id, { releaseDate: '2027-09-01' }, mail, [], failing),
    ).rejects.toThrow('the outbox is down')
    expect(await getProduct(db, id)).toMatchObject({
      releaseDate: '2027-06-01',
      releaseDateHistory: ['2027-03-15'],
    })

    // Only the release ends a pre-order: an edit turning it off is refused, tells nobody and keeps no history.
    await expect(
      updateProduct(db, serviceCaller, id, { isPreorder: false, releaseDate: '2027-10-01' }, mail, [], tell),
    ).rejects.toThrow(PREORDER_ENDS_WITH_RELEASE_MESSAGE)
    expect(told).toHaveLength(1)
    expect((await getProduct(db, id)).releaseDateHistory).toEqual(['2027-03-15'])
  })
})

describe('countFacets', () => {
  const group = (overrides: Partial<FacetGroup>): FacetGroup => ({
    category: 'figures',
    series_slug: null,
    series: null,
    character_name: null,
    manufacturer: null,
    product_line: null,
    scale: null,
    is_preorder: 0,
    price_paise: 100_000,
    prices: null,
    products: 1,
    in_stock: 1,
    ...overrides,
  })

  it('shows a series by the spelling most of its products use, and counts in-stock products with the filter', () => {
    const groups = [
      group({ series_slug: 're-zero', series: 'Re:Zero', products: 3, in_stock: 1 }),
      group({ series_slug: 're-zero', series: 'Re Zero', products: 1, in_stock: 1, price_paise: 50_000 }),
      group({ series_slug: 'naruto', series: 'Naruto', products: 2, in_stock: 0, price_paise: 900_000 }),
    ]
    expect(countFacets(groups, {}).series).toEqual([
      { value: 'Re:Zero', slug: 're-zero', count: 4 },
      { value: 'Naruto', slug: 'naruto', count: 2 },
    ])
    const inStock = countFacets(groups, { inStock: true })
    expect(inStock.series).toEqual([{ value: 'Re Zero', slug: 're-zero', count: 2 }])
    expect(inStock.price).toEqual({ min: 500, max: 1000 })
    expect(inStock.inStock).toBe(2)
  })

  it("reads a listing's page through the filter leaving the fewest rows, or walks the sort's index", () => {
    const catalogue = [
      group({ manufacturer: 'Common', products: 500, in_stock: 500 }),
      group({ manufacturer: 'Rare', scale: '1/7', products: 10, in_stock: 10 }),
      group({ manufacturer: 'Common', scale: '1/7', products: 490, in_stock: 0 }),
    ]
    const listing = { page: 1, limit: 20, sort: '-createdAt' } as const
    // 990 common of 1,000: walking reads ≈ 20 × 1,000 / 990 rows, far fewer than the 990 the index gives.
    expect(planListing(catalogue, { ...listing, manufacturer: ['Common'] })).toEqual({
      total: 990,
      seek: undefined,
    })
    expect(planListing(catalogue, { ...listing, manufacturer: ['Rare'] })).toEqual({
      total: 10,
      seek: 'manufacturer',
    })
    // 1/7 alone has 500, the rare maker 10: the maker's index is read.
    expect(planListing(catalogue, { ...listing, manufacturer: ['Rare'], scale: ['1/7'] })).toEqual({
      total: 10,
      seek: 'manufacturer',
    })
    // In stock and 1/7: 10 matches of 1,000, deep in the pages: the scale's 500 rows are fewer than the walk.
    expect(planListing(catalogue, { ...listing, page: 3, scale: ['1/7'], inStock: true })).toEqual({
      total: 10,
      seek: 'scale',
    })
    expect(planListing(catalogue, { ...listing, scale: ['1/4'] })).toEqual({ total: 0, seek: 'scale' })
  })

  it('counts, sorted by price, the rows a walk of the price index reads before the bounds', () => {
    // 100 products at each of ₹100 … ₹1,000: ₹900–₹1,000 holds 200, sorted by price after 800 cheaper ones.
    const catalogue = Array.from({ length: 10 }, (_, at) =>
      group({ price_paise: (at + 1) * 10_000, products: 100 }),
    )
    const listing = { page: 1, limit: 20, minPricePaise: 90_000 } as const
    // Newest first, matches are spread: walking reads ≈ 20 × 1,000 / 200 = 100 rows, fewer than the 200 sought.
    expect(planListing(catalogue, { ...listing, sort: '-createdAt' })).toEqual({
      total: 200,
      seek: undefined,
    })
    // Cheapest first, the walk reads the 800 cheaper ones before the first match: the price index is sought.
    expect(planListing(catalogue, { ...listing, sort: 'price' })).toEqual({ total: 200, seek: 'price' })
    // Dearest first, the matches come first.
    expect(planListing(catalogue, { ...listing, sort: '-price' })).toEqual({ total: 200, seek: undefined })
  })

  it('keeps a product whose variants sell at ₹1,000, ₹5,000 and ₹9,000 only for bounds holding one of them', () => {
    const editions = group({ price_paise: 100_000, prices: [100_000, 500_000, 900_000], scale: '1/7' })
    const plain = group({ price_paise: 300_000, scale: '1/7' })
    const within = (min: number, max: number) =>
      countFacets([editions, plain], { minPricePaise: min * 100, maxPricePaise: max * 100 }).scale
    expect(within(4_000, 6_000)).toEqual([{ value: '1/7', count: 1 }])
    expect(within(2_000, 4_000)).toEqual([{ value: '1/7', count: 1 }])
    expect(within(6_000, 8_000)).toEqual([])
    expect(within(500, 10_000)).toEqual([{ value: '1/7', count: 2 }])
    // The price range spans its highest price; bounds between its prices count it nowhere.
    expect(countFacets([editions, plain], {}).price).toEqual({ min: 1000, max: 9000 })
    expect(
      planListing([editions, plain], { page: 1, limit: 20, sort: 'price', minPricePaise: 800_000 }),
    ).toEqual({ total: 1, seek: 'price' })
  })
})
