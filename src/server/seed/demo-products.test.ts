import { describe, expect, it } from 'vitest'
import { isValidJan, seriesSlug } from '@common/catalogue-attributes'
import { DEMO_IMPORTER, demoProducts, demoReviews, demoShoppers } from './demo-products'

describe('demo catalogue', () => {
  it('has at least 48 products with unique slug-like keys', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(48)
    const keys = demoProducts.map((product) => product.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('covers figures, keychains, Q Posket and other merchandise', () => {
    const categories = new Set(demoProducts.map((product) => product.category))
    expect([...categories].sort()).toEqual(['figures', 'keychains', 'other', 'qposket'])
  })

  it('fills every home section with at least four products', () => {
    expect(demoProducts.filter((product) => product.isFeatured).length).toBeGreaterThanOrEqual(4)
    expect(demoProducts.filter((product) => product.isBestSeller).length).toBeGreaterThanOrEqual(4)
    expect(demoProducts.filter((product) => product.isNewArrival).length).toBeGreaterThanOrEqual(4)
  })

  it('lists new arrivals as the most recently added products', () => {
    const newest = Math.max(
      ...demoProducts.filter((product) => product.isNewArrival).map((product) => product.ageDays),
    )
    const oldestOfTheRest = Math.min(
      ...demoProducts.filter((product) => !product.isNewArrival).map((product) => product.ageDays),
    )
    expect(newest).toBeLessThan(oldestOfTheRest)
    for (const product of demoProducts) {
      expect(Number.isInteger(product.ageDays)).toBe(true)
      expect(product.ageDays).toBeGreaterThanOrEqual(0)
      expect(product.ageDays).toBeLessThanOrEqual(365)
    }
  })

  it('prices are positive whole paise and never above the original price', () => {
    for (const product of demoProducts) {
      expect(Number.isInteger(product.pricePaise), product.key).toBe(true)
      expect(Number.isInteger(product.originalPricePaise), product.key).toBe(true)
      expect(product.pricePaise, product.key).toBeGreaterThan(0)
      expect(product.originalPricePaise, product.key).toBeGreaterThanOrEqual(product.pricePaise)
    }
  })

  it('has some discounted and some sold-out products', () => {
    const discounted = demoProducts.filter((product) => product.originalPricePaise > product.pricePaise)
    expect(discounted.length).toBeGreaterThanOrEqual(5)
    for (const product of discounted) {
      const off = 1 - product.pricePaise / product.originalPricePaise
      expect(off, product.key).toBeGreaterThanOrEqual(0.1)
      expect(off, product.key).toBeLessThanOrEqual(0.4)
    }
    expect(
      demoProducts.filter((product) => product.stock === 0 && !product.preorder).length,
    ).toBeGreaterThanOrEqual(3)
    for (const product of demoProducts) {
      expect(Number.isInteger(product.stock)).toBe(true)
      expect(product.stock).toBeGreaterThanOrEqual(0)
    }
  })

  it('gives every product tags, detail rows, feature rows and 2 to 4 pictures', () => {
    for (const product of demoProducts) {
      expect(product.tags.length, product.key).toBeGreaterThanOrEqual(3)
      expect(product.tags.length, product.key).toBeLessThanOrEqual(6)
      for (const tag of product.tags) expect(tag).toBe(tag.toLowerCase())
      expect(product.details.length, product.key).toBeGreaterThanOrEqual(2)
      expect(product.details.length, product.key).toBeLessThanOrEqual(4)
      expect(product.features.length, product.key).toBeGreaterThanOrEqual(2)
      expect(product.features.length, product.key).toBeLessThanOrEqual(4)
      expect(product.imageCount).toBeGreaterThanOrEqual(2)
      expect(product.imageCount).toBeLessThanOrEqual(4)
      for (const color of product.art.palette) expect(color).toMatch(/^#[0-9a-f]{6}$/i)
    }
  })
})

/** The GS1 company prefixes the makers' barcodes start with. */
const MAKER_PREFIXES: Record<string, string> = {
  'Good Smile Company': '4549660',
  Banpresto: '4983164',
  'Bandai Spirits': '4573102',
}

describe('demo catalogue attributes and pre-orders', () => {
  const collectibles = demoProducts.filter(
    (product) => product.category === 'figures' || product.category === 'qposket',
  )

  it('gives every figure and Q Posket its series, character, maker, scale and a JAN with a valid check digit', () => {
    expect(collectibles.length).toBeGreaterThanOrEqual(30)
    for (const product of collectibles) {
      expect(product.series, product.key).toBeTruthy()
      expect(product.character, product.key).toBeTruthy()
      expect(product.scale, product.key).toMatch(/^(Non-scale|1\/\d)$/)
      expect(Object.keys(MAKER_PREFIXES), product.key).toContain(product.manufacturer)
      expect(isValidJan(product.jan ?? ''), `${product.key} ${product.jan}`).toBe(true)
      expect(product.jan!.startsWith(MAKER_PREFIXES[product.manufacturer!]!), product.key).toBe(true)
    }
    const jans = collectibles.map((product) => product.jan)
    expect(new Set(jans).size).toBe(jans.length)
    for (const product of demoProducts.filter((candidate) => candidate.category === 'qposket')) {
      expect([product.manufacturer, product.line], product.key).toEqual(['Banpresto', 'Q Posket'])
    }
    // A scale figure is sold by its scale; every other figure belongs to one of its maker's lines.
    for (const product of collectibles.filter((candidate) => candidate.scale === 'Non-scale')) {
      expect(product.line, product.key).toBeTruthy()
    }
  })

  it('labels every product: where it was made, the shop as importer of what came from abroad, its net quantity', () => {
    for (const product of demoProducts) {
      expect(product.countryOfOrigin, product.key).toBeTruthy()
      expect(product.netQuantity, product.key).toMatch(/^\d+ \w/)
      expect(product.importer, product.key).toBe(product.countryOfOrigin === 'India' ? null : DEMO_IMPORTER)
    }
    // Japanese makers' figures are made abroad (China, some lines Vietnam), never labelled as made in Japan.
    for (const product of collectibles)
      expect(['China', 'Vietnam'], product.key).toContain(product.countryOfOrigin)
    expect(DEMO_IMPORTER).toBe(
      'AnimeVerse, 2nd Floor, 14 Hill Road, Bandra West, Mumbai, Maharashtra 400050, India',
    )
  })

  it('spells each series, character, maker and line one way, so each filter value is one checkbox', () => {
    for (const attribute of ['series', 'character', 'manufacturer', 'line'] as const) {
      const values = [...new Set(demoProducts.map((product) => product[attribute]).filter(Boolean))]
      const folded = values.map((value) => seriesSlug(value!))
      expect(new Set(folded).size, attribute).toBe(values.length)
    }
    // Every product names its series, keychains and the rest included, so a series page shows them all.
    for (const product of demoProducts) expect(product.series, product.key).toBeTruthy()
    const series = new Set(demoProducts.map((product) => product.series))
    expect(series.size).toBeGreaterThanOrEqual(10)
    expect(new Set(collectibles.map((product) => product.manufacturer)).size).toBe(3)
    expect(new Set(collectibles.map((product) => product.line)).size).toBeGreaterThanOrEqual(6)
  })

  it('has one or two figures on pre-order: none in stock, a release months ahead and a limit', () => {
    const preorders = demoProducts.filter((product) => product.preorder)
    expect(preorders.length).toBeGreaterThanOrEqual(1)
    expect(preorders.length).toBeLessThanOrEqual(2)
    for (const product of preorders) {
      expect(product.category, product.key).toBe('figures')
      expect(product.stock, product.key).toBe(0)
      expect(product.preorder!.releaseInDays, product.key).toBeGreaterThanOrEqual(60)
      expect(product.preorder!.limit, product.key).toBeGreaterThan(0)
    }
  })
})

describe('demo shoppers and reviews', () => {
  it('uses example.com addresses only, each once', () => {
    const emails = demoShoppers.map((shopper) => shopper.email)
    expect(new Set(emails).size).toBe(emails.length)
    for (const email of emails) expect(email).toMatch(/^[a-z0-9.]+@example\.com$/)
  })

  it('reviews existing products by existing shoppers, each shopper once per product', () => {
    const productAges = new Map(demoProducts.map((product) => [product.key, product.ageDays]))
    const emails = new Set(demoShoppers.map((shopper) => shopper.email))
    const pairs = new Set<string>()
    for (const review of demoReviews) {
      expect(productAges.has(review.productKey), review.productKey).toBe(true)
      expect(emails.has(review.shopperEmail), review.shopperEmail).toBe(true)
      const pair = `${review.shopperEmail}|${review.productKey}`
      expect(pairs.has(pair), pair).toBe(false)
      pairs.add(pair)
      expect([1, 2, 3, 4, 5]).toContain(review.rating)
      expect(review.comment.length).toBeGreaterThan(10)
      expect(review.ageDays).toBeLessThanOrEqual(productAges.get(review.productKey) ?? -1)
    }
  })

  it('spreads ratings so products do not all score the same', () => {
    const ratings = new Set(demoReviews.map((review) => review.rating))
    expect(ratings.size).toBeGreaterThanOrEqual(3)
    const reviewed = new Set(demoReviews.map((review) => review.productKey))
    expect(reviewed.size).toBeGreaterThan(demoProducts.length / 2)
  })
})
