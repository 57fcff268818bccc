import { describe, expect, it } from 'vitest'
import { readProduct, readProductList, readProductPage } from './read-product-response'

const raw = { _id: 'a1', name: 'Nezuko Figure', price: 999 }

describe('reading product answers', () => {
  it.each([
    ['the list itself', [raw]],
    ['data.products', { products: [raw] }],
    ['data.data', { data: [raw] }],
    ['data.items', { items: [raw] }],
    ['data.docs', { docs: [raw] }],
    ['an object holding products under data', { data: { products: [raw] } }],
    ['an object holding items under data', { data: { items: [raw] } }],
  ])('finds the products in %s', (_shape, body) => {
    expect(readProductList(body).map((product) => product.name)).toEqual(['Nezuko Figure'])
  })

  it('reads a drop’s status and launch, and an answer without a known status as a product on sale', () => {
    expect(
      readProduct({
        ...raw,
        status: 'scheduled',
        liveAt: '2026-12-01T14:13:09.000Z',
        teaser: true,
        earlyAccessMinutes: 30,
      }),
    ).toMatchObject({
      status: 'scheduled',
      liveAt: '2026-12-01T14:13:09.000Z',
      teaser: true,
      earlyAccessMinutes: 30,
    })
    expect(readProduct({ ...raw, status: 'archived' })?.status).toBe('archived')
    expect(readProduct(raw)).toMatchObject({
      status: 'live',
      liveAt: null,
      teaser: false,
      earlyAccessMinutes: 0,
    })
    expect(readProduct({ ...raw, status: 'sold' })?.status).toBe('live')
    expect(readProduct({ ...raw, status: 'toString' })?.status).toBe('live')
  })

  it('reads a product’s options, highest price and variants, and none of them for a product sold as itself', () => {
    const product = readProduct({
      ...raw,
      options: [{ name: 'Edition', values: ['Standard', 'Deluxe'] }],
      maxPrice: 1499,
      variants: [
        {
          _id: 'v1',
          options: { Edition: 'Deluxe' },
          label: 'Deluxe',
          sku: 'NEZ-DLX',
          jan: null,
          price: 1499,
          originalPrice: 1599,
          stock: 2,
          images: [],
          maxPerCustomer: null,
          preorderLimit: null,
        },
        { label: 'no id' },
      ],
    })
    expect(product?.options).toEqual([{ name: 'Edition', values: ['Standard', 'Deluxe'] }])
    expect(product?.maxPrice).toBe(1499)
    expect(product?.variants).toEqual([
      expect.objectContaining({ _id: 'v1', label: 'Deluxe', sku: 'NEZ-DLX', price: 1499, stock: 2 }),
    ])
    const plain = readProduct(raw)
    expect(plain).not.toHaveProperty('options')
    expect(plain).not.toHaveProperty('maxPrice')
    expect(plain).not.toHaveProperty('variants')
  })

  it('reads the totals of the API answer, and counts the page when there are none', () => {
    const page = readProductPage({
      products: [raw],
      totalProducts: 41,
      total: 41,
      currentPage: 2,
      totalPages: 3,
    })
    expect(page).toMatchObject({ totalProducts: 41, currentPage: 2, totalPages: 3 })
    expect(readProductPage([raw, { ...raw, _id: 'a2' }]).totalProducts).toBe(2)
  })

  it('reads the corrected search text when the answer gives one, and none otherwise', () => {
    expect(readProductPage({ products: [], didYouMean: 'naruto figure' }).didYouMean).toBe('naruto figure')
    expect(readProductPage({ products: [raw], didYouMean: null }).didYouMean).toBeNull()
    expect(readProductPage({ products: [raw], didYouMean: ' ' }).didYouMean).toBeNull()
    expect(readProductPage([raw]).didYouMean).toBeNull()
  })

  it('gives an empty list for answers that hold no list', () => {
    expect(readProductList(null)).toEqual([])
    expect(readProductList('oops')).toEqual([])
    expect(readProductList({ message: 'x' })).toEqual([])
  })

  it('fills the frontend defaults: price 0, stock 0, no images, "Unnamed Product", original = price', () => {
    const [product] = readProductList([{ id: 'b2', price: 250 }, { _id: 'c3' }])
    expect(product).toMatchObject({
      _id: 'b2',
      id: 'b2',
      name: 'Unnamed Product',
      price: 250,
      originalPrice: 250,
      stock: 0,
      images: [],
    })
    expect(readProductList([{ _id: 'c3' }])[0]).toMatchObject({
      price: 0,
      originalPrice: 0,
      category: 'uncategorized',
    })
  })

  it('reads bestSeller as isBestSeller, isNew as isNewArrival, and keeps embedded review ratings', () => {
    const [product] = readProductList([
      { ...raw, bestSeller: true, isNew: true, reviews: [{ rating: 4 }, { rating: 'bad' }] },
    ])
    expect(product).toMatchObject({
      isBestSeller: true,
      isNewArrival: true,
      isNew: true,
      reviews: [{ rating: 4 }],
    })
  })

  it('drops entries that are not products', () => {
    expect(readProductList([raw, null, 3, { name: 'no id' }])).toHaveLength(1)
  })

  it.each([
    ['the product itself', raw],
    ['an object holding product', { product: raw }],
    ['an object holding data', { success: true, data: raw }],
    ['a list, using its first element', [raw, { ...raw, _id: 'other' }]],
  ])('reads a single product from %s', (_shape, body) => {
    expect(readProduct(body)).toMatchObject({ _id: 'a1', name: 'Nezuko Figure' })
  })

  it('reads no product from an answer without one', () => {
    expect(readProduct({ success: false, message: 'nope' })).toBeUndefined()
    expect(readProduct([])).toBeUndefined()
  })
})
