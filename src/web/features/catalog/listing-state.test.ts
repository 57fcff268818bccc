import { describe, expect, it } from 'vitest'
import {
  changeListing,
  listingHref,
  listingQueryParams,
  readListingState,
  type ListingState,
} from './listing-state'

const read = (query: string) => readListingState(undefined, new URLSearchParams(query))

describe('the listing order of a search', () => {
  it('ranks a search by best match unless the shopper chose an order', () => {
    expect(read('q=naruto').sort).toBe('relevance')
    expect(listingQueryParams(read('q=naruto'))).not.toHaveProperty('sort')
    expect(listingQueryParams(read('q=naruto&sort=price-asc'))).toMatchObject({
      search: 'naruto',
      sort: 'price',
    })
    expect(listingQueryParams(read(''))).toMatchObject({ sort: '-createdAt' })
  })

  it('leaves the default order out of the address, and keeps Newest asked for during a search', () => {
    const href = (state: ListingState) => listingHref(state, false)
    expect(href(read('q=naruto'))).toBe('/collections?q=naruto')
    expect(href(read('q=naruto&sort=newest'))).toBe('/collections?sort=newest&q=naruto')
    expect(href(read('sort=relevance'))).toBe('/collections')
  })

  it('follows the search with the default order, but never overrides a chosen one', () => {
    const searched = changeListing(read(''), { search: 'gojo' })
    expect(searched.sort).toBe('relevance')
    expect(changeListing(searched, { search: '' }).sort).toBe('newest')
    expect(changeListing(read('sort=price-desc'), { search: 'gojo' }).sort).toBe('price-desc')
    expect(changeListing(read('q=gojo&sort=rating'), { search: 'luffy' }).sort).toBe('rating')
  })
})

describe('the collector’s filters in the address', () => {
  it('reads repeated values, a series by its slug, and keeps them within what the API takes', () => {
    const state = read(
      'series=Jujutsu%20Kaisen&series=one-piece&series=jujutsu-kaisen&manufacturer=+Banpresto+&manufacturer=&scale=1%2F7',
    )
    expect(state.filters).toEqual({
      series: ['jujutsu-kaisen', 'one-piece'],
      manufacturer: ['Banpresto'],
      line: [],
      scale: ['1/7'],
      character: [],
    })
    const many = Array.from({ length: 25 }, (_, index) => `line=L${index}`).join('&')
    expect(read(many).filters.line).toHaveLength(20)
    expect(read(`character=${'x'.repeat(81)}`).filters.character).toEqual([])
  })

  it('takes price bounds in rupees only, the wrong way round read as the range between them', () => {
    expect(read('minPrice=500&maxPrice=99.5')).toMatchObject({ minPrice: '99.5', maxPrice: '500' })
    expect(read('minPrice=abc&maxPrice=12.345')).toMatchObject({ minPrice: '', maxPrice: '' })
    expect(read('preorder=true').preorderOnly).toBe(true)
  })

  it('writes each value as a repeated parameter and asks the API for the same', () => {
    const state = read(
      'series=jujutsu-kaisen&series=one-piece&manufacturer=Good+Smile+Company&minPrice=500&preorder=true',
    )
    expect(listingHref(state, false)).toBe(
      '/collections?series=jujutsu-kaisen&series=one-piece&manufacturer=Good+Smile+Company&minPrice=500&preorder=true',
    )
    expect(listingQueryParams(state)).toEqual({
      limit: 20,
      sort: '-createdAt',
      series: ['jujutsu-kaisen', 'one-piece'],
      manufacturer: ['Good Smile Company'],
      minPrice: '500',
      preorder: true,
    })
  })

  it('fixes a series page to its series, in the path, whatever the address says besides', () => {
    const state = readListingState(
      undefined,
      new URLSearchParams('series=one-piece&category=figures&scale=1%2F7'),
      'Jujutsu-Kaisen',
    )
    expect(state.seriesPage).toBe('jujutsu-kaisen')
    expect(listingHref(state, false)).toBe('/collections/series/jujutsu-kaisen?category=figures&scale=1%2F7')
    expect(listingQueryParams(state)).toMatchObject({
      category: 'figures',
      series: ['jujutsu-kaisen'],
      scale: ['1/7'],
    })
  })
})
