import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RaffleSummary } from '@common/schemas/raffle'
import { makeProduct } from '../../../lib/products/product-test-fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const gojo = makeProduct({ _id: '64b7f0c2a1b2c3d4e5f6cc01', name: 'Gojo Satoru Scale Figure', stock: 2 })

const summary = (overrides: Partial<RaffleSummary>): RaffleSummary => ({
  _id: '670000000000000000000abc',
  product: { _id: gojo._id, name: gojo.name, image: null, price: gojo.price },
  opensAt: '2026-11-29T12:30:00.000Z',
  closesAt: '2026-12-01T13:00:00.000Z',
  units: 3,
  state: 'open',
  entryCount: 12,
  ...overrides,
})

function mockProduct(raffles: ApiHandler) {
  return mockApi({
    [`GET /api/products/${gojo._id}`]: () => jsonResponse(200, gojo),
    [`GET /api/reviews/product/${gojo._id}`]: () => jsonResponse(200, []),
    'GET /api/products': () => jsonResponse(200, { products: [gojo] }),
    [`GET /api/products/${gojo._id}/raffles`]: raffles,
  })
}

const raffleBox = () => screen.findByRole('region', { name: /^Raffle:/ })

describe('the product page’s raffle box', () => {
  it('says when to enter an open raffle by, in India time, and leads to its page', async () => {
    mockProduct(() => jsonResponse(200, { raffles: [summary({})] }))
    renderApp(`/product/${gojo._id}`)

    const box = await raffleBox()
    expect(within(box).getByRole('heading')).toHaveTextContent(
      'Raffle: enter by Tue, 1 Dec 2026, 6:30 pm IST',
    )
    expect(within(box).getByRole('link', { name: 'Enter the raffle' })).toHaveAttribute(
      'href',
      '/raffles/670000000000000000000abc',
    )
    // The units not set aside for the raffle are still sold first come, first served.
    expect(screen.getByRole('button', { name: /add to cart/i })).toBeInTheDocument()
  })

  it('names the opening of a raffle still to come', async () => {
    mockProduct(() => jsonResponse(200, { raffles: [summary({ state: 'upcoming' })] }))
    renderApp(`/product/${gojo._id}`)
    const box = await raffleBox()
    expect(box).toHaveTextContent('Entries open Sun, 29 Nov 2026, 6:00 pm IST')
    expect(within(box).getByRole('link', { name: 'See the raffle' })).toBeInTheDocument()
  })
})
