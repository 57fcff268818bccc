import { describe, expect, it } from 'vitest'
import { normalizeProduct, type Product } from '../../../../lib/products'
import { hasAnyHomeProduct, selectHomeSections } from './home-sections'

let counter = 0
function product(fields: Record<string, unknown>): Product {
  counter += 1
  const id = String(counter).padStart(24, '0')
  return normalizeProduct({ _id: id, name: `Figure ${counter}`, price: 999, ...fields })!
}

describe('home sections', () => {
  it('keeps at most four featured products, in the order the server sent them', () => {
    const featured = Array.from({ length: 6 }, () => product({ isFeatured: true }))
    const sections = selectHomeSections([product({}), ...featured])
    expect(sections.featured).toEqual(featured.slice(0, 4))
  })

  it('orders new arrivals newest first and best sellers highest rated first', () => {
    const older = product({ isNewArrival: true, createdAt: '2025-01-01T00:00:00.000Z' })
    const newer = product({ isNewArrival: true, createdAt: '2025-03-01T00:00:00.000Z' })
    const good = product({ isBestSeller: true, rating: 4.1 })
    const best = product({ isBestSeller: true, rating: 4.9 })

    const sections = selectHomeSections([older, good, newer, best])

    expect(sections.newArrivals).toEqual([newer, older])
    expect(sections.bestSellers).toEqual([best, good])
    expect(sections.featured).toEqual([])
  })

  it('reads the bestSeller and isNew spellings too', () => {
    const sections = selectHomeSections([product({ bestSeller: true }), product({ isNew: true })])
    expect(sections.bestSellers).toHaveLength(1)
    expect(sections.newArrivals).toHaveLength(1)
  })

  it('says when every section is empty', () => {
    expect(hasAnyHomeProduct(selectHomeSections([product({})]))).toBe(false)
    expect(hasAnyHomeProduct(selectHomeSections([product({ isFeatured: true })]))).toBe(true)
  })
})
