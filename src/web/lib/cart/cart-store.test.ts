import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCartStore, useCart } from './cart-store'
import { discountCodeStore } from './discount-code-store'

const product = {
  _id: 'c'.repeat(24),
  name: 'Nezuko Keychain',
  price: 199,
  originalPrice: 249,
  images: [],
  stock: 5,
}

describe('cart store', () => {
  beforeEach(() => localStorage.clear())

  it('loads the stored cart once and saves every change under "cart"', () => {
    localStorage.setItem('cart', JSON.stringify([{ ...product, id: product._id, quantity: 2 }]))
    const store = createCartStore(localStorage)
    expect(store.getItems()[0]!.quantity).toBe(2)
    store.add(product)
    expect(JSON.parse(localStorage.getItem('cart')!)[0].quantity).toBe(3)
    store.clear()
    expect(localStorage.getItem('cart')).toBe('[]')
  })

  it('gives components the items, total quantity and subtotal, and re-renders on change', () => {
    const store = createCartStore(localStorage)
    const { result } = renderHook(() => useCart(store))
    act(() => result.current.addItem(product, 2))
    expect(result.current.totalQuantity).toBe(2)
    expect(result.current.subtotal).toBe(398)
    act(() => result.current.updateQuantity(product._id, 0))
    expect(result.current.items).toEqual([])
  })

  it("keeps a pre-order's release with its line, through storage, and takes out only an order's lines", () => {
    const preorder = {
      ...product,
      _id: 'd'.repeat(24),
      stock: 0,
      isPreorder: true,
      releaseDate: '2027-03-15',
    }
    const store = createCartStore(localStorage)
    const { result } = renderHook(() => useCart(store))
    act(() => {
      result.current.addItem(product, 1)
      result.current.addItem(preorder, 3)
    })
    expect(
      result.current.items.map(({ isPreorder, releaseDate, quantity }) => ({
        isPreorder,
        releaseDate,
        quantity,
      })),
    ).toEqual([
      { isPreorder: false, releaseDate: null, quantity: 1 },
      { isPreorder: true, releaseDate: '2027-03-15', quantity: 3 },
    ])
    // Added again from a screen that does not say (an older card): the line keeps what it knew.
    act(() => result.current.addItem({ ...product, _id: preorder._id, stock: 0 }, 1))
    expect(result.current.items[1]).toMatchObject({
      isPreorder: true,
      releaseDate: '2027-03-15',
      quantity: 4,
    })
    expect(createCartStore(localStorage).getItems()[1]).toMatchObject({
      isPreorder: true,
      releaseDate: '2027-03-15',
    })

    discountCodeStore.set('FESTIVE20')
    act(() => result.current.removeOrdered([product._id]))
    expect(result.current.items.map((item) => item._id)).toEqual([preorder._id])
    // The code went with the order it was used for.
    expect(discountCodeStore.getCode()).toBeNull()
  })

  it('follows a change made in another tab', () => {
    const store = createCartStore(localStorage)
    const { result } = renderHook(() => useCart(store))
    const newValue = JSON.stringify([{ ...product, id: product._id, quantity: 4 }])
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue }))
    })
    expect(result.current.totalQuantity).toBe(4)
  })
})
