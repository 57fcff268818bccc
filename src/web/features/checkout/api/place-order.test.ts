import { describe, expect, it } from 'vitest'
import { addToCart } from '@common/cart'
import type { Address } from '@common/schemas/address'
import { buildOrderPayload } from './place-order'

const address = { _id: 'addr1' } as Address
const figure = { _id: 'p1', name: 'Gojo Figure', originalPrice: 4999, images: [] }

describe('the order payload', () => {
  it('sends the variant of a variant line, named with its label, and none for a product sold as itself', () => {
    const items = addToCart(
      addToCart([], { ...figure, price: 7499, stock: 2, variant: 'v-dlx', variantLabel: 'Deluxe' }),
      { _id: 'p2', name: 'Keychain', price: 299, originalPrice: 299, images: [], stock: 9 },
    )
    const payload = buildOrderPayload(items, { kind: 'saved', address }, 'COD', 7798)
    expect(payload.orderItems).toEqual([
      {
        _id: 'p1',
        product: 'p1',
        name: 'Gojo Figure — Deluxe',
        image: expect.any(String),
        price: 7499,
        qty: 1,
        variant: 'v-dlx',
      },
      { _id: 'p2', product: 'p2', name: 'Keychain', image: expect.any(String), price: 299, qty: 1 },
    ])
    expect(payload).toMatchObject({ addressId: 'addr1' })
  })
})
