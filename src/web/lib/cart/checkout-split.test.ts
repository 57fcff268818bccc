import { describe, expect, it } from 'vitest'
import type { ShopCartItem } from './cart-store'
import { cartPreorderLabel, checkoutTurnText, isPreorderCheckout, splitForCheckout } from './checkout-split'

function line(name: string, preorder: { releaseDate: string | null } | null = null): ShopCartItem {
  const _id = name.toLowerCase().replace(/\W+/g, '-')
  return {
    _id,
    id: _id,
    name,
    price: 100,
    originalPrice: 100,
    images: [],
    stock: preorder ? 0 : 5,
    quantity: 1,
    maxPerCustomer: null,
    isPreorder: preorder !== null,
    releaseDate: preorder?.releaseDate ?? null,
  }
}

const keychain = line('Gojo Keychain')
const poster = line('Nezuko Poster')
const gojo = line('Gojo 1/7', { releaseDate: '2027-03-15' })
const sukuna = line('Sukuna Nendoroid', { releaseDate: '2027-06-01' })

const names = (items: ShopCartItem[]) => items.map((item) => item.name)

describe('checking out a cart in turns when a pre-order travels alone', () => {
  it('takes the whole cart when it holds no pre-order, or only one', () => {
    expect(splitForCheckout([keychain, poster])).toEqual({ now: [keychain, poster], later: [] })
    expect(splitForCheckout([gojo])).toEqual({ now: [gojo], later: [] })
    expect(isPreorderCheckout(splitForCheckout([gojo]))).toBe(true)
    expect(isPreorderCheckout(splitForCheckout([keychain]))).toBe(false)
    expect(checkoutTurnText(splitForCheckout([keychain, poster]))).toBe('')
  })

  it('takes the other items first, wherever the pre-orders sit in the cart', () => {
    const split = splitForCheckout([gojo, keychain, sukuna, poster])
    expect(names(split.now)).toEqual(['Gojo Keychain', 'Nezuko Poster'])
    expect(names(split.later)).toEqual(['Gojo 1/7', 'Sukuna Nendoroid'])
    expect(isPreorderCheckout(split)).toBe(false)
    expect(checkoutTurnText(split)).toBe(
      'Checkout takes your other items now; "Gojo 1/7" and "Sukuna Nendoroid" stay in your cart, each for its own checkout next.',
    )
  })

  it('takes the first pre-order alone when the cart holds only pre-orders', () => {
    const split = splitForCheckout([sukuna, gojo])
    expect(names(split.now)).toEqual(['Sukuna Nendoroid'])
    expect(names(split.later)).toEqual(['Gojo 1/7'])
    expect(isPreorderCheckout(split)).toBe(true)
    expect(checkoutTurnText(split)).toBe(
      'Checkout takes "Sukuna Nendoroid" now; "Gojo 1/7" stays in your cart for its own checkout next.',
    )
  })

  it('labels a pre-order line with its month, and an undated one plainly', () => {
    expect(cartPreorderLabel(gojo)).toBe('Pre-order — expected March 2027')
    expect(cartPreorderLabel(line('Undated', { releaseDate: null }))).toBe('Pre-order')
    expect(cartPreorderLabel(keychain)).toBeNull()
  })
})
