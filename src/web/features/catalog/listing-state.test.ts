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
