import { beforeAll, describe, expect, it } from 'vitest'
import type { Product, ProductSuggestion } from '@common/schemas/product'
import type { Dialect } from '../../db/connection'
import { seedDemoCatalogue } from '../../seed/seed-demo-catalogue'
import {
  bearer,
  describeEachDatabase,
  signUpAdmin,
  testDialects,
  type SignedUpUser,
} from '../../test/test-app'
import { SEARCH_CORPUS } from './search-corpus'
import { typoDistance } from './search-text'

/** Each database's answer (product names in order) to each corpus query, compared once both have run. */
const answersByDialect = new Map<Dialect, Map<string, string[]>>()

describe('typo distance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one slip each', () => {
    expect(typoDistance('naruto', 'naruto', 1)).toBe(0)
    expect(typoDistance('narto', 'naruto', 1)).toBe(1)
    expect(typoDistance('naurto', 'naruto', 1)).toBe(1)
    expect(typoDistance('zorro', 'zoro', 1)).toBe(1)
    expect(typoDistance('emperer', 'emperor', 1)).toBe(1)
    expect(typoDistance('kurosaky', 'kurosaki', 2)).toBe(1)
  })

  it('stops at its limit', () => {
    expect(typoDistance('naruto', 'sasuke', 1)).toBe(2)
    expect(typoDistance('plushie', 'plush', 1)).toBe(2)
  })
})

describeEachDatabase('typo-tolerant search', (context) => {
  let admin: SignedUpUser
  const answers = new Map<string, string[]>()

  const search = async (query: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/products?${query}` })
    expect(response.statusCode).toBe(200)
    return response.json() as {
      products: Product[]
      totalProducts: number
      totalPages: number
      didYouMean: string | null
    }
  }
  const names = (products: { name: string }[]) => products.map((product) => product.name)
  const suggest = (q: string) =>
    context.app.inject({ method: 'GET', url: `/api/products/suggestions?q=${encodeURIComponent(q)}` })

  beforeAll(async () => {
    await seedDemoCatalogue(context.database.db)
    admin = await signUpAdmin(context)
  })

  it.each(SEARCH_CORPUS)('finds what "$query" means ($slip) in the top three', async ({ query, finds }) => {
    const found = await search(`search=${encodeURIComponent(query)}&limit=100`)
    answers.set(query, names(found.products))
    expect(
      names(found.products)
        .slice(0, 3)
        .some((name) => finds.test(name)),
    ).toBe(true)
  })

  it('answers every corpus query with the same products in the same order as the other database', () => {
    answersByDialect.set(context.dialect, answers)
    const other = testDialects.find((dialect) => dialect !== context.dialect)
    const theirs = other ? answersByDialect.get(other) : undefined
    if (!theirs) return
    expect(answers.size).toBe(SEARCH_CORPUS.length)
    for (const [query, ours] of answers)
      expect({ query, names: ours }).toEqual({ query, names: theirs.get(query) })
  })

  it('ranks a product named by the words above ones that only mention them', async () => {
    const found = await search('search=naruto')
    expect(found.products[0]!.name).toMatch(/^Naruto/)
    expect(found.products[1]!.name).toMatch(/^Naruto/)
    expect(found.didYouMean).toBeNull()
    expect(found.totalProducts).toBe(found.products.length)
  })

  it('says what a misspelt query was read as, and nothing for one spelt right', async () => {
    expect((await search('search=narto%20uzumaki')).didYouMean).toBe('naruto uzumaki')
    expect((await search('q=jujutsu%20kaisn')).didYouMean).toBe('jujutsu kaisen')
    expect((await search('search=naruto%20uzumaki')).didYouMean).toBeNull()
  })

  it('suggests the words it knows when a query finds nothing, and nothing when it knows none', async () => {
    const nothing = await search('search=xylophone%20naruto')
    expect(nothing).toMatchObject({ products: [], totalProducts: 0, didYouMean: 'naruto' })
    expect(await search('search=qwxzv%20plmkj')).toMatchObject({ products: [], didYouMean: null })
  })

  it('keeps the category, flag and stock filters and pages the ranked results', async () => {
    const keychains = await search('search=naruto&category=keychains&limit=100')
    expect(keychains.products.length).toBeGreaterThan(0)
    expect(keychains.products.every((product) => product.category === 'keychains')).toBe(true)
    const inStock = await search('search=figure&inStock=true&limit=100')
    expect(inStock.products.every((product) => product.stock > 0)).toBe(true)
    const featured = await search('search=figure&featured=true&limit=100')
    expect(featured.products.every((product) => product.isFeatured)).toBe(true)

    const all = await search('search=acrylic%20keychain&limit=100')
    expect(all.totalProducts).toBeGreaterThan(4)
    const second = await search('search=acrylic%20keychain&limit=2&page=2')
    expect(second).toMatchObject({ totalProducts: all.totalProducts, currentPage: 2 })
    expect(names(second.products)).toEqual(names(all.products).slice(2, 4))
  })

  it('orders by the sort asked for instead of relevance', async () => {
    const { products } = await search('search=naruto&sort=price&limit=100')
    const prices = products.map((product) => product.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('suggests products as the last word is typed, with name, price and picture', async () => {
    const response = await suggest('nar')
    expect(response.statusCode).toBe(200)
    const body = response.json() as { suggestions: ProductSuggestion[]; didYouMean: string | null }
    expect(body.suggestions.length).toBeGreaterThan(0)
    expect(body.suggestions.length).toBeLessThanOrEqual(6)
    expect(body.suggestions[0]!.name).toMatch(/^Naruto/)
    expect(body.suggestions[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: expect.any(String),
      price: expect.any(Number),
      image: expect.stringMatching(/^\/media\//),
    })
    expect(body.didYouMean).toBeNull()

    const twoLetters = (await suggest('na')).json() as { suggestions: ProductSuggestion[] }
    expect(twoLetters.suggestions.some((suggestion) => /^Naruto/.test(suggestion.name))).toBe(true)
    const typed = (await suggest('jujutsu kai')).json() as { suggestions: ProductSuggestion[] }
    expect(typed.suggestions.length).toBeGreaterThan(0)
    const misspelt = (await suggest('pochta')).json() as {
      suggestions: ProductSuggestion[]
      didYouMean: string | null
    }
    expect(misspelt.suggestions[0]!.name).toMatch(/Pochita/)
    expect(misspelt.didYouMean).toBe('pochita')
  })

  it.each([
    ['', 'q must be at least 2 characters'],
    ['n', 'q must be at least 2 characters'],
    ['   n   ', 'q must be at least 2 characters'],
    ['x'.repeat(101), 'q must be at most 100 characters'],
    ['na\u0000ruto', 'q must not contain control characters'],
  ])('refuses the suggestion query %j with 400', async (q, message) => {
    const response = await suggest(q)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining(message) })
  })

  it('answers punctuation and wildcards as text that finds nothing rather than failing', async () => {
    for (const query of ['%25', '_', '%22%20OR%20%22', 'qzx*%20AND%20(jvw)', '*', "'"]) {
      const found = await search(`search=${query}`)
      expect(found.totalProducts).toBe(0)
    }
    expect((await suggest('"*')).statusCode).toBe(200)
  })

  it('follows products as they are added, renamed and removed', async () => {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin.token),
      payload: {
        name: 'Zenitsu Agatsuma Thunderclap Figure',
        description: 'First Form, mid-strike.',
        price: 2999,
        stock: 4,
        category: 'figures',
        images: ['https://cdn.example.com/zenitsu.jpg'],
        tags: ['demon slayer'],
        countryOfOrigin: 'China',
      },
    })
    expect(created.statusCode).toBe(201)
    const id = (created.json() as Product)._id
    expect((await search('search=zenitsu')).products.map((product) => product._id)).toEqual([id])
    expect((await search('search=zenitzu%20agatsuma')).products[0]?._id).toBe(id)
    expect(
      ((await suggest('thunderc')).json() as { suggestions: ProductSuggestion[] }).suggestions[0]?._id,
    ).toBe(id)

    const renamed = await context.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(admin.token),
      payload: { name: 'Inosuke Hashibira Boar Mask Figure' },
    })
    expect(renamed.statusCode).toBe(200)
    expect((await search('search=zenitsu')).products).toEqual([])
    expect((await search('search=inosuke')).products.map((product) => product._id)).toEqual([id])

    const stockOnly = await context.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(admin.token),
      payload: { stock: 9 },
    })
    expect(stockOnly.statusCode).toBe(200)
    expect((await search('search=inosuke')).products.map((product) => product.stock)).toEqual([9])

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: bearer(admin.token),
    })
    expect(removed.statusCode).toBe(200)
    expect((await search('search=inosuke')).products).toEqual([])
  })
})
