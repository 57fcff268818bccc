import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { mockAdminApi } from '../shared/test/mock-admin-api'
import {
  adminRaffle,
  asha,
  entry,
  publicAnswer,
  RAFFLE_ID,
  refusal,
  rohan,
} from './test/raffle-admin-fixtures'

const drawn = adminRaffle({
  state: 'drawn',
  entryCount: 2,
  refusalCount: 1,
  unitsAwarded: 1,
  unitsReturned: 1,
})
const winner = entry({ ticket: '0a'.repeat(32), outcome: 'won', orderId: 'a1b2c3d4e5f6a1b2c3d4e5f6' })
const loser = entry({
  _id: '680000000000000000000002',
  ticket: 'f0'.repeat(32),
  user: rohan,
  address: '5 Residency Road, Bengaluru, Karnataka 560025',
  phone: '9123456780',
  outcome: 'lost',
})

describe("the admin's raffle", () => {
  it('shows each entry with its account, address, phone, ticket, outcome and order, and the refused ones with their rule', async () => {
    mockAdminApi({
      [`GET /api/raffles/${RAFFLE_ID}/entries`]: () =>
        jsonResponse(200, { raffle: drawn, entries: [winner, loser], refusals: [refusal()] }),
      [`GET /api/raffles/${RAFFLE_ID}`]: () =>
        jsonResponse(
          200,
          publicAnswer({ state: 'drawn', seed: 'cd'.repeat(32), drawnAt: '2026-11-30T12:30:40.000Z' }),
        ),
    })
    renderApp(`/admin/raffles/${RAFFLE_ID}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Raffle: Gojo Satoru Scale Figure' }),
    ).toBeInTheDocument()
    const draw = screen.getByRole('region', { name: 'The draw' })
    expect(await within(draw).findByText('ab'.repeat(32))).toBeInTheDocument()
    expect(within(draw).getByText('cd'.repeat(32))).toBeInTheDocument()
    expect(within(draw).getByText('30 Nov 2026, 6:00 pm')).toBeInTheDocument()

    const figures = screen.getByRole('region', { name: 'Figures' })
    expect(figures).toHaveTextContent('Units awarded1')
    expect(figures).toHaveTextContent('Units back on sale1')

    const rows = within(screen.getByRole('region', { name: 'Entries' }))
      .getAllByRole('row')
      .slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        `${winner._id}${winner.ticket}`,
        `Asha${asha.email}`,
        '12 MG Road, Flat 4B, Pune, Maharashtra 411001',
        '9876543210',
        'Won',
        'View order',
      ],
      [`${loser._id}${loser.ticket}`, `Rohan${rohan.email}`, loser.address, '9123456780', 'Did not win', '—'],
    ])
    expect(within(rows[0]!).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/admin/orders/a1b2c3d4e5f6a1b2c3d4e5f6',
    )
    expect(within(rows[0]!).getByRole('link', { name: 'Asha' })).toHaveAttribute(
      'href',
      `/admin/users/${asha._id}`,
    )

    const refused = within(screen.getByRole('region', { name: 'Refused entries' })).getAllByRole('row')[1]!
    expect(refused).toHaveTextContent('Rohan')
    expect(refused).toHaveTextContent('One entry per delivery address')
    expect(refused).toHaveTextContent('This delivery address has already been entered in this raffle')
  })

  it('before the draw: entries as they came, no ticket yet, the seed still hidden', async () => {
    mockAdminApi({
      [`GET /api/raffles/${RAFFLE_ID}/entries`]: () =>
        jsonResponse(200, { raffle: adminRaffle({ entryCount: 1 }), entries: [entry({})], refusals: [] }),
      [`GET /api/raffles/${RAFFLE_ID}`]: () => jsonResponse(200, publicAnswer()),
    })
    renderApp(`/admin/raffles/${RAFFLE_ID}`)
    const entries = await screen.findByRole('region', { name: 'Entries' })
    expect(entries).toHaveTextContent('As they came; tickets are drawn at the close.')
    expect(within(entries).getAllByRole('row')[1]).toHaveTextContent('Waiting for the draw')
    expect(
      await within(screen.getByRole('region', { name: 'The draw' })).findByText(
        'Revealed when the raffle is drawn',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('No entry was refused')).toBeInTheDocument()
  })

  it('lists every raffle with its product and state on /admin/raffles', async () => {
    mockAdminApi({
      'GET /api/admin/raffles': () => jsonResponse(200, { raffles: [drawn] }),
    })
    renderApp('/admin/raffles')
    const link = await screen.findByRole('link', { name: 'Gojo Satoru Scale Figure' })
    expect(link).toHaveAttribute('href', `/admin/raffles/${RAFFLE_ID}`)
    const row = link.closest('tr')!
    expect(row).toHaveTextContent('Drawn')
    expect(row).toHaveTextContent('1 awarded, 1 back on sale')
  })
})
