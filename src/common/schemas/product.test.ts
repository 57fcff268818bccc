import { describe, expect, it } from 'vitest'
import {
  catalogueProductInputSchema,
  COUNTRY_OF_ORIGIN_MESSAGE,
  COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE,
  createProductInputSchema,
  editedProductFormSchema,
  productListQuerySchema,
  setProductFlagInputSchema,
  updateProductInputSchema,
} from './product'

const form = {
  name: 'Levi Figure',
  description: 'ODM gear in flight.',
  price: '2499.00',
  originalPrice: '',
  stock: '8',
  category: 'figures',
  images: ['/media/abc.webp'],
  countryOfOrigin: 'China',
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('product form schema', () => {
  it('reads the numbers of an HTML form given as text', () => {
    expect(createProductInputSchema.parse(form)).toMatchObject({
      price: 2499,
      originalPrice: null,
      stock: 8,
      category: 'figures',
    })
  })

  it('reads an empty number field (NaN from valueAsNumber) as missing', () => {
    expect(firstMessage(createProductInputSchema.safeParse({ ...form, price: Number.NaN }))).toBe(
      'Price is required',
    )
    expect(firstMessage(createProductInputSchema.safeParse({ ...form, stock: Number.NaN }))).toBe(
      'Stock is required',
    )
  })

  it('reports the first missing field in form order', () => {
    expect(firstMessage(createProductInputSchema.safeParse({}))).toBe('Product name is required')
    expect(firstMessage(createProductInputSchema.safeParse({ name: 'x' }))).toBe('Description is required')
  })

  it('accepts 2-decimal prices that floating point cannot hold exactly', () => {
    for (const price of [0.1, 19.99, 1234.56, 0.07, 99999.99]) {
      expect(createProductInputSchema.safeParse({ ...form, price }).success, String(price)).toBe(true)
    }
    expect(firstMessage(createProductInputSchema.safeParse({ ...form, price: 0.001 }))).toBe(
      'Price can have at most 2 decimal places',
    )
  })

  it('accepts every rating from 0 to 5 in half steps and nothing between', () => {
    for (let rating = 0; rating <= 5; rating += 0.5) {
      expect(createProductInputSchema.safeParse({ ...form, rating }).success).toBe(true)
    }
    expect(createProductInputSchema.safeParse({ ...form, rating: 2.25 }).success).toBe(false)
    expect(createProductInputSchema.safeParse({ ...form, rating: -0.5 }).success).toBe(false)
  })

  it('lets an edit send nothing but what changes', () => {
    expect(updateProductInputSchema.parse({ stock: 0 })).toEqual({ stock: 0 })
  })
})

describe('GST rates since 22 September 2025', () => {
  it('takes 0, 5, 18 and 40 % on create and edit, as numbers or as a form’s text', () => {
    for (const rate of [0, 5, 18, 40, '40', '18%']) {
      const expected = Number.parseInt(String(rate), 10)
      expect(createProductInputSchema.parse({ ...form, gstRate: rate }).gstRate).toBe(expected)
      expect(updateProductInputSchema.parse({ gstRate: rate }).gstRate).toBe(expected)
    }
  })

  it('refuses 12 and 28 % for a new product, saying they were removed, and other rates as no slab', () => {
    for (const rate of [12, 28, '28 %']) {
      const removed = Number.parseInt(String(rate), 10)
      expect(firstMessage(createProductInputSchema.safeParse({ ...form, gstRate: rate }))).toBe(
        `GST rate ${removed} % was removed on 22 September 2025: choose one of 0, 5, 18, 40 %`,
      )
      expect(firstMessage(editedProductFormSchema.safeParse({ ...form, gstRate: rate }))).toMatch(
        /was removed/,
      )
    }
    expect(firstMessage(createProductInputSchema.safeParse({ ...form, gstRate: 15 }))).toBe(
      'GST rate must be one of 0, 5, 18, 40 %',
    )
  })

  it('lets an edit or a catalogue row send back 12 or 28 %, for the service to hold to the product’s own', () => {
    expect(updateProductInputSchema.parse({ gstRate: 12 }).gstRate).toBe(12)
    expect(catalogueProductInputSchema.parse({ ...form, gstRate: '28' }).gstRate).toBe(28)
    expect(firstMessage(updateProductInputSchema.safeParse({ gstRate: 15 }))).toBe(
      'GST rate must be one of 0, 5, 18, 40 %',
    )
  })
})

describe('labelling', () => {
  const { countryOfOrigin: _country, ...unlabelled } = form

  it('requires a new product’s country of origin, named with the other missing fields', () => {
    const result = createProductInputSchema.safeParse({ ...unlabelled, name: '' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Product name is required'],
      ['countryOfOrigin', COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE],
    ])
    expect(firstMessage(createProductInputSchema.safeParse({ ...form, countryOfOrigin: '  ' }))).toBe(
      COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE,
    )
  })

  it('lets an edit and an old product’s form leave the country out, blank meaning unchanged', () => {
    expect(editedProductFormSchema.parse(unlabelled).countryOfOrigin).toBeUndefined()
    expect(updateProductInputSchema.parse({ countryOfOrigin: '' }).countryOfOrigin).toBeUndefined()
    expect(catalogueProductInputSchema.parse(unlabelled).countryOfOrigin).toBeUndefined()
  })

  it('reads a country by its name in any case or another spelling, and refuses what is no country', () => {
    const country = (text: string) => createProductInputSchema.safeParse({ ...form, countryOfOrigin: text })
    expect(country(' china ').data?.countryOfOrigin).toBe('China')
    expect(country('Viet Nam').data?.countryOfOrigin).toBe('Vietnam')
    expect(country('JAPAN').data?.countryOfOrigin).toBe('Japan')
    expect(country('USA').data?.countryOfOrigin).toBe('United States')
    for (const text of ['Made in China', 'Atlantis', 'x'.repeat(200)])
      expect(firstMessage(country(text))).toBe(COUNTRY_OF_ORIGIN_MESSAGE)
    expect(firstMessage(country(42 as unknown as string))).toBe(COUNTRY_OF_ORIGIN_MESSAGE)
  })

  it('takes an importer on several lines and a net quantity, trimmed, blank meaning none', () => {
    const parsed = createProductInputSchema.parse({
      ...form,
      importer: '  AnimeVerse,\n14 Hill Road, Mumbai  ',
      netQuantity: ' 1 figure ',
    })
    expect(parsed).toMatchObject({ importer: 'AnimeVerse,\n14 Hill Road, Mumbai', netQuantity: '1 figure' })
    expect(updateProductInputSchema.parse({ importer: '', netQuantity: ' ' })).toEqual({
      importer: null,
      netQuantity: null,
    })
    expect(firstMessage(createProductInputSchema.safeParse({ ...form, importer: 'x'.repeat(301) }))).toBe(
      'Importer must be at most 300 characters',
    )
    expect(firstMessage(createProductInputSchema.safeParse({ ...form, netQuantity: '1\tfigure' }))).toMatch(
      /^Net quantity/,
    )
  })
})

describe('listing query schema', () => {
  it('falls back to page 1, 20 per page, newest first', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort: '-createdAt' })
  })

  it('prefers page and limit over their aliases, and search over q', () => {
    expect(
      productListQuerySchema.parse({
        page: '2',
        pageNumber: '5',
        limit: '10',
        pageSize: '50',
        search: 'goku',
        q: 'vegeta',
      }),
    ).toMatchObject({
      page: 2,
      limit: 10,
      search: 'goku',
    })
  })

  it('reads flag categories as flags and keychain as keychains', () => {
    expect(productListQuerySchema.parse({ category: 'bestsellers' })).toMatchObject({ isBestSeller: true })
    expect(productListQuerySchema.parse({ category: 'bestsellers' })).not.toHaveProperty('category')
    expect(productListQuerySchema.parse({ category: 'keychain' })).toMatchObject({ category: 'keychains' })
    expect(productListQuerySchema.parse({ category: 'all', search: '   ' })).toEqual({
      page: 1,
      limit: 20,
      sort: '-createdAt',
    })
  })
})

describe('flag toggle schema', () => {
  it('names the one flag sent and its value', () => {
    expect(setProductFlagInputSchema.parse({ isBestSeller: false })).toEqual({
      flag: 'isBestSeller',
      value: false,
    })
  })
})
