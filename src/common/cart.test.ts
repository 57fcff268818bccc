import { describe, expect, it } from 'vitest'
import {
  addToCart,
  cartLineKey,
  cartLineName,
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

  describe('variants', () => {
    const standard: CartProduct = {
      ...figure,
      price: 4999,
      originalPrice: 4999,
      stock: 5,
      variant: 'std'.repeat(8),
      variantLabel: 'Standard',
    }
    const deluxe: CartProduct = {
      ...figure,
      price: 7499,
      originalPrice: 7999,
      stock: 2,
      variant: 'dlx'.repeat(8),
      variantLabel: 'Deluxe',
    }

    it('keeps each variant of a product on its own line, named with its label', () => {
      const items = addToCart(addToCart(addToCart([], standard), deluxe), standard)
      expect(items.map((item) => [item._id, cartLineKey(item), item.quantity])).toEqual([
        [figure._id, standard.variant, 2],
        [figure._id, deluxe.variant, 1],
      ])
      expect(items.map(cartLineName)).toEqual(['Gojo Figure — Standard', 'Gojo Figure — Deluxe'])
      expect(cartSubtotal(items)).toBe(2 * 4999 + 7499)
    })

    it('holds a variant line to the variant’s stock, and changes or removes it by its variant alone', () => {
      const items = addToCart(addToCart([], standard), deluxe, 9)
      expect(items[1]!.quantity).toBe(2)
      const raised = updateCartQuantity(items, deluxe.variant!, 1)
      expect(raised.map((item) => item.quantity)).toEqual([1, 1])
      expect(updateCartQuantity(items, standard.variant!, 4).map((item) => item.quantity)).toEqual([4, 2])
      // The product's own id names no line of a product sold by its variants.
      expect(removeFromCart(items, figure._id)).toHaveLength(2)
      expect(removeFromCart(items, standard.variant!).map(cartLineName)).toEqual(['Gojo Figure — Deluxe'])
    })

    it('names a line without a variant by its product, and gives it no variant fields', () => {
      const [item] = addToCart([], keychain)
      expect(cartLineKey(item!)).toBe(keychain._id)
      expect(cartLineName(item!)).toBe('Pikachu Keychain')
      expect(item).not.toHaveProperty('variant')
      expect(item).not.toHaveProperty('variantLabel')
    })

    it('reads a stored variant line back, and drops one whose variant is not an id', () => {
      const stored = JSON.stringify([
        {
          _id: figure._id,
          name: 'Gojo',
          price: 7499,
          quantity: 1,
          variant: deluxe.variant,
          variantLabel: 'Deluxe',
        },
        { _id: figure._id, name: 'Gojo', price: 4999, quantity: 1, variant: 42 },
      ])
      expect(parseStoredCart(stored)).toEqual([
        {
          _id: figure._id,
          id: figure._id,
          name: 'Gojo',
          price: 7499,
          quantity: 1,
          originalPrice: 7499,
          images: [],
          stock: 0,
          variant: deluxe.variant,
          variantLabel: 'Deluxe',
        },
      ])
    })
  })
})
