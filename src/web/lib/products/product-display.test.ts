import { describe, expect, it } from 'vitest'
import {
  averageRating,
  discountPercent,
  formatRating,
  isOutOfStock,
  preorderText,
  productSku,
  purchaseCap,
  savingsRupees,
} from './product-display'

const onSale = { isPreorder: false, maxPerCustomer: null, preorderLimit: null }
const preorder = { isPreorder: true, stock: 0, maxPerCustomer: null, preorderLimit: null }

describe('product display rules', () => {
  it('rounds the discount to a whole percent and gives 0 without one', () => {
    expect(discountPercent({ price: 1299, originalPrice: 1599 })).toBe(19)
    expect(discountPercent({ price: 500, originalPrice: 400 })).toBe(0)
  })

  it('computes the saving exactly to the paisa', () => {
    expect(savingsRupees({ price: 0.1, originalPrice: 0.3 })).toBe(0.2)
    expect(savingsRupees({ price: 5999, originalPrice: 7499 })).toBe(1500)
  })

  it('averages reviews when present, else uses the rating field', () => {
    expect(averageRating({ rating: 1, reviews: [{ rating: 5 }, { rating: 4 }] })).toBe(4.5)
    expect(averageRating({ rating: 3.5, reviews: [] })).toBe(3.5)
    expect(formatRating(4)).toBe('4.0')
  })

  it('makes the SKU from a fixed prefix and the last 4 characters of the id, upper-cased and padded', () => {
    expect(productSku('64b7f0c2a1b2c3d4e5f6ab1c')).toBe('ANV-AB1C')
    expect(productSku('x9')).toBe('ANV-00X9')
  })

  it('never calls a pre-order sold out, and labels it with its expected month', () => {
    expect(isOutOfStock({ stock: 0, isPreorder: false })).toBe(true)
    expect(isOutOfStock({ stock: 0, isPreorder: true })).toBe(false)
    expect(preorderText({ isPreorder: true, releaseDate: '2027-03-15' })).toBe(
      'Pre-order — expected March 2027',
    )
    expect(preorderText({ isPreorder: true, releaseDate: null })).toBe('Pre-order')
    expect(preorderText({ isPreorder: false, releaseDate: '2027-03-15' })).toBeNull()
  })

  it('caps a cart by the stock on sale, and a pre-order by its maximum, its limit and 10', () => {
    expect(purchaseCap({ ...onSale, stock: 3 })).toBe(3)
    expect(purchaseCap({ ...onSale, stock: 0 })).toBe(0)
    expect(purchaseCap(preorder)).toBe(10)
    expect(purchaseCap({ ...preorder, maxPerCustomer: 2 })).toBe(2)
    expect(purchaseCap({ ...preorder, preorderLimit: 4, maxPerCustomer: 6 })).toBe(4)
    expect(purchaseCap({ ...preorder, stock: 40, maxPerCustomer: 50 })).toBe(10)
  })
})
