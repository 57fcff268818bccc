import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCartStore, useCart } from './cart-store'

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
