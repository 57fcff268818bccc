import { randomBytes } from 'node:crypto'
import { PLACEHOLDER_IMAGE } from '@common/constants'
import type { GeneratedProduct } from './generate/catalogue'
import type { BenchRequest } from './recorded-answer'

const SHIPPING_ADDRESS = {
  fullName: 'Bench Shopper',
  email: 'bench.shopper@example.com',
  phone: '9876543210',
  country: 'India',
  addressLine1: '14 FC Road',
  addressLine2: 'Flat 3',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411004',
}

/**
 * Cash-on-delivery orders as the checkout page sends them (its payload shape and a fresh Idempotency-Key),
 * each from the next of `tokens`' shoppers, of one or two products. Consecutive orders take the next
 * products of `products` in turn, so orders spread over the catalogue instead of queueing on one row; the
 * scarce products run out after a few rounds and their orders are refused (409) from then on.
 */
export function orderRequests(tokens: readonly string[], products: readonly GeneratedProduct[]) {
  const orderable = products.filter((product) => product.stock > 0)
  const runId = randomBytes(4).toString('hex')
  let sent = 0
  return (): BenchRequest => {
    const index = sent++
    const lines = Array.from(
      { length: 1 + (index % 2) },
      (_, line) => orderable[(index * 2 + line) % orderable.length]!,
    )
    const itemsPrice = lines.reduce((sum, product) => sum + product.pricePaise / 100, 0)
    return {
      method: 'POST',
      path: '/api/orders',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[index % tokens.length]!}`,
        'idempotency-key': `bench-${runId}-${index}`,
      },
      body: JSON.stringify({
        orderItems: lines.map((product) => ({
          _id: product.id,
          product: product.id,
          ...(product.variantId ? { variant: product.variantId } : {}),
          name: product.name,
          image: product.images[0] ?? PLACEHOLDER_IMAGE,
          price: product.pricePaise / 100,
          qty: 1,
        })),
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'COD',
        itemsPrice,
        taxPrice: 0,
        shippingPrice: 0,
        totalPrice: itemsPrice,
      }),
    }
  }
}
