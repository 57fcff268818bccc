import { describe, expect, it } from 'vitest'
import {
  createProductInputSchema,
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
