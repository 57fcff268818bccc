import { configure, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isKnownCollection } from '@common/collections'
import { productPageBody } from '../lib/products/product-test-fixtures'
import { jsonResponse, mockApi } from '../test/mock-api'
import { renderApp } from '../test/render-app'

// The whole app renders for each test; on a busy machine the first paint can take more than a second.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => vi.restoreAllMocks())

function productQueries(api: ReturnType<typeof mockApi>): string[] {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products')
    .map((url) => url.search)
}

describe('collections the shop does not have', () => {
  it('knows the listing filters and the product categories, in either spelling, and nothing else', () => {
    for (const known of [
      'all',
      'featured',
      'new-arrivals',
      'bestsellers',
      'figures',
      'keychain',
      'KeyChains',
    ])
      expect(isKnownCollection(known)).toBe(true)
    for (const known of ['clothing', 'accessories', 'qposket', 'other', undefined, null, ''])
      expect(isKnownCollection(known)).toBe(true)
    for (const unknown of ['no-such-collection', 'figure', 'uncategorized'])
      expect(isKnownCollection(unknown)).toBe(false)
  })

  it.each(['/collections/no-such-collection', '/collections?category=no-such-collection'])(
    '%s shows the not-found page and asks for no products',
    async (path) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const api = mockApi({ 'GET /api/products': () => jsonResponse(200, productPageBody([], 0)) })
      renderApp(path)

      expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument()
      expect(screen.getByText('Oops! Page not found')).toBeInTheDocument()
      expect(productQueries(api)).toEqual([])
    },
  )

  it('keeps a known collection with no products a listing that found nothing', async () => {
    mockApi({ 'GET /api/products': () => jsonResponse(200, productPageBody([], 0)) })
    renderApp('/collections/clothing')

    expect(await screen.findByRole('heading', { level: 1, name: 'Clothing' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: '404' })).not.toBeInTheDocument()
  })

  it('shows a collection named in its other spelling', async () => {
    mockApi({ 'GET /api/products': () => jsonResponse(200, productPageBody([], 0)) })
    renderApp('/collections/keychain')
    expect(await screen.findByRole('heading', { level: 1, name: 'KeyChains' })).toBeInTheDocument()
  })
})
