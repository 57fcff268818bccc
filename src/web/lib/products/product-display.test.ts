import { describe, expect, it } from 'vitest'
import { averageRating, discountPercent, formatRating, productSku, savingsRupees } from './product-display'

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
})
