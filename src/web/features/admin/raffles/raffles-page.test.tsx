import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { mockAdminApi } from '../shared/test/mock-admin-api'
import { adminRaffle, DELUXE_ID, entry, RAFFLE_ID } from './test/raffle-admin-fixtures'

const figure = adminRaffle().product
const ofDeluxe = adminRaffle({ product: { ...figure, variant: { _id: DELUXE_ID, label: 'Deluxe' } } })
const ofKeychain = adminRaffle({
  _id: '670000000000000000000abd',
  product: { _id: '64b7f0c2a1b2c3d4e5f6cc99', name: 'Luffy Keychain', image: null, price: 499 },
})

describe("the admin's raffles", () => {
  it('names a raffle of a variant "Product — Label", and a product sold as itself by its name', async () => {
    mockAdminApi({ 'GET /api/admin/raffles': () => jsonResponse(200, { raffles: [ofDeluxe, ofKeychain] }) })
    renderApp('/admin/raffles')

    const table = await screen.findByRole('table')
    expect(within(table).getByRole('link', { name: 'Gojo Satoru Scale Figure — Deluxe' })).toHaveAttribute(
      'href',
      `/admin/raffles/${RAFFLE_ID}`,
    )
    expect(within(table).getByRole('link', { name: 'Luffy Keychain' })).toBeInTheDocument()
  })

  it("heads a raffle of a variant's page with the variant too", async () => {
    mockAdminApi({
      [`GET /api/raffles/${RAFFLE_ID}/entries`]: () =>
        jsonResponse(200, { raffle: ofDeluxe, entries: [entry({})], refusals: [] }),
    })
    renderApp(`/admin/raffles/${RAFFLE_ID}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Raffle: Gojo Satoru Scale Figure — Deluxe' }),
    ).toBeInTheDocument()
    expect(document.title).toMatch(/^Raffle: Gojo Satoru Scale Figure — Deluxe/)
  })
})
