import { describe, expect, it } from 'vitest'
import {
  addToCart,
  cartQuantity,
  cartSubtotal,
  parseStoredCart,
  removeFromCart,
  updateCartQuantity,
  type CartProduct,
} from './cart'

const figure: CartProduct = {
  _id: 'a'.repeat(24),
  name: 'Gojo Figure',
  price: 2499.5,
  originalPrice: 2999,
  images: ['/x.webp'],
  stock: 3,
}
const keychain: CartProduct = {
  _id: 'b'.repeat(24),
  name: 'Pikachu Keychain',
  price: 0.1,
  originalPrice: 0.1,
  images: [],
  stock: 50,
}

describe('cart rules', () => {
  it('appends a new item and raises the quantity of one already present', () => {
    const once = addToCart([], figure)
    const twice = addToCart(once, figure)
    expect(twice).toHaveLength(1)
    expect(twice[0]).toMatchObject({ _id: figure._id, id: figure._id, quantity: 2 })
    expect(addToCart(twice, keychain).map((item) => item._id)).toEqual([figure._id, keychain._id])
  })

  it('never goes above the stock', () => {
    expect(addToCart([], figure, 10)[0]!.quantity).toBe(3)
    expect(updateCartQuantity(addToCart([], figure), figure._id, 9)[0]!.quantity).toBe(3)
  })

  it('removes an item whose quantity is set to 0 or less', () => {
    const items = addToCart(addToCart([], figure), keychain)
    expect(updateCartQuantity(items, figure._id, 0).map((item) => item._id)).toEqual([keychain._id])
    expect(updateCartQuantity(items, figure._id, -2)).toHaveLength(1)
    expect(removeFromCart(items, keychain._id).map((item) => item._id)).toEqual([figure._id])
  })

  it('counts quantities and sums prices in paise', () => {
    const items = addToCart(addToCart([], keychain, 3), figure, 2)
    expect(cartQuantity(items)).toBe(5)
    expect(cartSubtotal(items)).toBe(4999.3)
  })

  it('accepts a stored value only when it is an array with items', () => {
    expect(parseStoredCart(null)).toEqual([])
    expect(parseStoredCart('not json')).toEqual([])
    expect(parseStoredCart('{"items":[]}')).toEqual([])
    expect(parseStoredCart('[]')).toEqual([])
    const stored = JSON.stringify([
      { _id: figure._id, name: 'Gojo', price: 10, quantity: 2 },
      { broken: true },
    ])
    expect(parseStoredCart(stored)).toEqual([
      {
        _id: figure._id,
        id: figure._id,
        name: 'Gojo',
        price: 10,
        quantity: 2,
        originalPrice: 10,
        images: [],
        stock: 0,
      },
    ])
  })
})
