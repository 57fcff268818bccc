import { beforeAll, expect, it } from 'vitest'
import type { Product, ProductFacets, ProductListResponse } from '@common/schemas/product'
import type { ProductsTable } from '../../db/schema'
import { insertProduct } from '../../test/fixtures'
import { describeEachShop, type Shop } from '../../test/lifecycle-shop'
import { bearer, signUpAdmin, type SignedUpUser } from '../../test/test-app'

/**
 * Products with options in the listing, its facets and the search: each listed and counted once, at its lowest
 * price, kept by a price filter when any of its variants' prices is within the bounds.
 */

let skuCounter = 0
const sku = (name: string) => `${name}-${(skuCounter += 1)}`

type Edition = { value: string; price: number; stock: number; sku?: string }

function grid(name: string, editions: Edition[]) {
  return {
    options: [{ name, values: editions.map((edition) => edition.value) }],
    variants: editions.map(({ value, price, stock, sku: given }) => ({
      options: { [name]: value },
      sku: given ?? sku(value.slice(0, 3).toUpperCase()),
      price,
      stock,
    })),
  }
}

const setVariants = (shop: Shop, token: string, productId: string, payload: object) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/variants`,
    headers: bearer(token),
    payload,
  })

async function listing(shop: Shop, query: string): Promise<ProductListResponse> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ProductListResponse>()
}

async function facets(shop: Shop, query: string): Promise<ProductFacets> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products/facets?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ProductFacets>()
}

const names = (answer: ProductListResponse) => answer.products.map((product) => product.name)

describeEachShop('products with options in listings, facets and search', (shop) => {
  let admin: SignedUpUser
  const MAKER = 'Edition Works'
  const maker = `manufacturer=${encodeURIComponent(MAKER)}`

  async function figure(name: string, fields: Partial<ProductsTable> = {}): Promise<ProductsTable> {
    return insertProduct(shop.database.db, { name, manufacturer: MAKER, stock: 3, ...fields })
  }

  async function withGrid(row: ProductsTable, editions: Edition[], option = 'Edition'): Promise<Product> {
    const response = await setVariants(shop, admin.token, row.id, grid(option, editions))
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Product>()
  }

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
    // Two editions at ₹4,999 and ₹7,499; three sizes at ₹1,000, ₹5,000 and ₹9,000; one sold as itself at ₹6,000;
    // two editions both sold out at ₹2,500 and ₹3,000.
    await withGrid(await figure('Akaza Editions'), [
      { value: 'Standard', price: 4999, stock: 5 },
      { value: 'Deluxe', price: 7499, stock: 2 },
    ])
    await withGrid(
      await figure('Muzan Sizes'),
      [
        { value: 'Small', price: 1000, stock: 1 },
        { value: 'Medium', price: 5000, stock: 1 },
        { value: 'Large', price: 9000, stock: 1 },
      ],
      'Size',
    )
    await figure('Kokushibo Plain', { price_paise: 600_000, original_price_paise: 600_000 })
    await withGrid(await figure('Doma Sold Out'), [
      { value: 'Standard', price: 2500, stock: 0 },
      { value: 'Deluxe', price: 3000, stock: 0 },
    ])
  })

  it('lists each product once, a product with options at its lowest price with its highest', async () => {
    const all = await listing(shop, maker)
    expect(all.totalProducts).toBe(4)
    expect(names(all).sort()).toEqual(['Akaza Editions', 'Doma Sold Out', 'Kokushibo Plain', 'Muzan Sizes'])
    const akaza = all.products.find((product) => product.name === 'Akaza Editions')!
    expect(akaza).toMatchObject({ price: 4999, maxPrice: 7499, stock: 7 })
    expect(akaza).not.toHaveProperty('variants')
    expect(all.products.find((product) => product.name === 'Kokushibo Plain')).not.toHaveProperty('maxPrice')
  })

  it('keeps a product with options when any variant’s price is within the bounds, and only then', async () => {
    const within = async (bounds: string) => {
      const answer = await listing(shop, `${maker}&${bounds}&sort=price`)
      expect(answer.totalProducts).toBe(answer.products.length)
      return names(answer)
    }
    // Only the Deluxe edition costs this much.
    expect(await within('minPrice=7000&maxPrice=8000')).toEqual(['Akaza Editions'])
    // Between the editions' prices and the sizes' (₹5,000 and ₹9,000): only the plain figure.
    expect(await within('minPrice=5500&maxPrice=7000')).toEqual(['Kokushibo Plain'])
    // The Medium size and the Standard edition, each once, the sizes first by their lowest price.
    expect(await within('minPrice=4000&maxPrice=5500')).toEqual(['Muzan Sizes', 'Akaza Editions'])
    // Lower bound alone: the Large size; upper bound alone: the Small size and the sold-out editions.
    expect(await within('minPrice=8000')).toEqual(['Muzan Sizes'])
    expect(await within('maxPrice=2600')).toEqual(['Muzan Sizes', 'Doma Sold Out'])
    expect(await within('maxPrice=2600&inStock=true')).toEqual(['Muzan Sizes'])
    // A search narrowed by a price filter holds to the same rule.
    const searched = await listing(shop, 'search=akaza&minPrice=7000&maxPrice=8000')
    expect(names(searched)).toEqual(['Akaza Editions'])
    expect(names(await listing(shop, 'search=akaza&minPrice=5500&maxPrice=7000'))).toEqual([])
  })

  it('sorts by the lowest price, either way', async () => {
    const order = ['Muzan Sizes', 'Doma Sold Out', 'Akaza Editions', 'Kokushibo Plain']
    expect(names(await listing(shop, `${maker}&sort=price`))).toEqual(order)
    expect(names(await listing(shop, `${maker}&sort=-price`))).toEqual([...order].reverse())
  })

  it('counts each product once in the facets, by any of its prices under a price filter', async () => {
    const whole = await facets(shop, maker)
    expect(whole.manufacturer).toContainEqual({ value: MAKER, count: 4 })
    expect(whole.category).toContainEqual({ value: 'figures', count: expect.any(Number) })
    const ofMaker = await facets(shop, `${maker}&category=figures`)
    expect(ofMaker.category).toEqual([{ value: 'figures', count: 4 }])
    // The range spans every variant's price; the in-stock count leaves the sold-out editions out.
    expect(ofMaker.price).toEqual({ min: 1000, max: 9000 })
    expect(ofMaker.inStock).toBe(3)
    const deluxe = await facets(shop, `${maker}&category=figures&minPrice=7000&maxPrice=8000`)
    expect(deluxe.category).toEqual([{ value: 'figures', count: 1 }])
    expect(deluxe.inStock).toBe(1)
    // The price facet ignores its own filter.
    expect(deluxe.price).toEqual({ min: 1000, max: 9000 })
    const between = await facets(shop, `${maker}&category=figures&minPrice=4000&maxPrice=5500`)
    expect(between.category).toEqual([{ value: 'figures', count: 2 }])
  })

  it('sees a variant’s new price at once: the grid’s write is a change of its product', async () => {
    const row = await figure('Gyokko Vases', { category: 'keychains' })
    const vases = await withGrid(row, [
      { value: 'Standard', price: 1500, stock: 2 },
      { value: 'Deluxe', price: 1800, stock: 2 },
    ])
    const query = `${maker}&category=keychain&minPrice=8000`
    expect((await listing(shop, query)).totalProducts).toBe(0)
    expect((await facets(shop, `${maker}&category=keychain`)).price).toEqual({ min: 1500, max: 1800 })
    const raised = await setVariants(shop, admin.token, vases.id, {
      options: vases.options,
      variants: vases.variants!.map((variant) => ({
        _id: variant._id,
        options: variant.options,
        sku: variant.sku,
        price: variant.label === 'Deluxe' ? 8500 : variant.price,
        stock: variant.stock,
      })),
    })
    expect(raised.statusCode, raised.body).toBe(200)
    expect(names(await listing(shop, query))).toEqual(['Gyokko Vases'])
    expect((await facets(shop, `${maker}&category=keychain`)).price).toEqual({ min: 1500, max: 8500 })
  })

  it('finds a product by a variant’s label or SKU, once, and no longer once the variant is gone', async () => {
    const row = await figure('Tengen Uzui Figure', { tags: '[]', description: 'A flamboyant figure.' })
    const tengen = await withGrid(row, [
      { value: 'Standard', price: 3000, stock: 2, sku: 'TNG-STD-77' },
      { value: 'Flamboyant', price: 6000, stock: 2, sku: 'TNG-FLB-77' },
    ])
    const found = async (search: string) => names(await listing(shop, `search=${encodeURIComponent(search)}`))
    expect(await found('flamboyant')).toEqual(['Tengen Uzui Figure'])
    expect(await found('tengen deluxe')).toEqual([])
    expect(await found('TNG-FLB-77')).toEqual(['Tengen Uzui Figure'])
    expect(await found('tng flb')).toEqual(['Tengen Uzui Figure'])
    // A misspelt label is corrected to the option's value, which the dictionary knows.
    expect((await listing(shop, 'search=flamboyamt')).products.map((product) => product.name)).toContain(
      'Tengen Uzui Figure',
    )
    const suggestions = await shop.app.inject({ method: 'GET', url: '/api/products/suggestions?q=tng-flb' })
    expect(suggestions.statusCode, suggestions.body).toBe(200)
    expect(suggestions.json<{ suggestions: { name: string }[] }>().suggestions.map((s) => s.name)).toEqual([
      'Tengen Uzui Figure',
    ])

    // The Flamboyant edition renamed Deluxe, then removed: its words and SKU find the product no more.
    const standard = tengen.variants!.find((variant) => variant.label === 'Standard')!
    const flamboyant = tengen.variants!.find((variant) => variant.label === 'Flamboyant')!
    const renamed = await setVariants(shop, admin.token, tengen.id, {
      options: [{ name: 'Edition', values: ['Standard', 'Deluxe'] }],
      variants: [
        { _id: standard._id, options: { Edition: 'Standard' }, sku: standard.sku, price: 3000, stock: 2 },
        { _id: flamboyant._id, options: { Edition: 'Deluxe' }, sku: 'TNG-DLX-77', price: 6000, stock: 2 },
      ],
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await found('tengen deluxe')).toEqual(['Tengen Uzui Figure'])
    expect(await found('TNG-FLB-77')).toEqual([])
    const removed = await setVariants(shop, admin.token, tengen.id, {
      options: [{ name: 'Edition', values: ['Standard'] }],
      variants: [
        { _id: standard._id, options: { Edition: 'Standard' }, sku: standard.sku, price: 3000, stock: 2 },
      ],
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await found('TNG-DLX-77')).toEqual([])
    expect(await found('TNG-STD-77')).toEqual(['Tengen Uzui Figure'])
  })
})
