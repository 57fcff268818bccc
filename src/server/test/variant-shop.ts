/**
 * Products with options in the route tests: two editions (Standard at ₹4,999, 5 in stock; Deluxe at ₹7,499, 2 in
 * stock) set through the admin's variant grid, and the variant of a product answer by its label.
 */
import { expect } from 'vitest'
import type { Product } from '@common/schemas/product'
import { product, type Shop } from './lifecycle-shop'
import { bearer } from './test-app'

export const EDITIONS = [{ name: 'Edition', values: ['Standard', 'Deluxe'] }]

let skuCounter = 0
/** A SKU no other variant of the suite has (SKUs are unique in the shop). */
export const sku = (name: string) => `${name}-${(skuCounter += 1)}`

export function editions(standard = { price: 4999, stock: 5 }, deluxe = { price: 7499, stock: 2 }) {
  return {
    options: EDITIONS,
    variants: [
      { options: { Edition: 'Standard' }, sku: sku('STD'), ...standard },
      { options: { Edition: 'Deluxe' }, sku: sku('DLX'), originalPrice: 7999, ...deluxe },
    ],
  }
}

export const setVariants = (shop: Shop, token: string, productId: string, payload: object) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/variants`,
    headers: bearer(token),
    payload,
  })

/** A new product (its own `stock` handed over to the grid) sold as the two editions. */
export async function withEditions(
  shop: Shop,
  token: string,
  stock = 3,
  grid: ReturnType<typeof editions> = editions(),
): Promise<Product> {
  const figure = await product(shop, { stock })
  const response = await setVariants(shop, token, figure.id, grid)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Product>()
}

export const variantOf = (product: Product, label: string) =>
  product.variants!.find((variant) => variant.label === label)!

export async function productAnswer(shop: Shop, id: string): Promise<Product> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products/${id}` })
  expect(response.statusCode).toBe(200)
  return response.json<Product>()
}

/** A variant's stock as its product's page answers it. */
export async function variantStock(shop: Shop, productId: string, label: string): Promise<number> {
  return variantOf(await productAnswer(shop, productId), label).stock
}
