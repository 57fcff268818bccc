import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RAFFLE_DUPLICATE_MESSAGES } from '@common/schemas/raffle'
import { homeAddress, officeAddress } from '../../../test/checkout-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { drawnRaffle, RAFFLE_ID, raffleAnswer } from '../test/raffle-fixtures'

const ENTRY_ID = '680000000000000000000002'
const entryIds = [
  '680000000000000000000001',
  ENTRY_ID,
  '680000000000000000000003',
  '680000000000000000000004',
]

function mockRaffle(
  raffle: ApiHandler | ApiHandler[],
  routes: Record<string, ApiHandler | ApiHandler[]> = {},
) {
  return mockApi({
    [`GET /api/raffles/${RAFFLE_ID}`]: raffle,
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'GET /api/addresses': () => jsonResponse(200, [homeAddress, officeAddress]),
    ...routes,
  })
}

const panel = (name: string) => screen.getByRole('region', { name })

describe('the raffle page', () => {
  it('shows the product, its price, the times in India time, the countdown to the close and the commitment', async () => {
    const raffle = raffleAnswer('open', {
      opensAt: '2026-11-29T12:30:00.000Z',
      closesAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    })
    mockRaffle(() => jsonResponse(200, raffle))
    renderApp(`/raffles/${RAFFLE_ID}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gojo Satoru 1/7 Scale Figure' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Gojo Satoru 1/7 Scale Figure' })).toBeInTheDocument()
    expect(screen.getByText('₹24,999.00')).toBeInTheDocument()
    expect(screen.getByText('Open for entries')).toBeInTheDocument()
    expect(screen.getByText('Sun, 29 Nov 2026, 6:00 pm IST')).toBeInTheDocument()
    expect(screen.getByText(/^Closes in/)).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[23]h \d\dm \d\ds$/)
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^Closes \w{3}, \d{1,2} \w{3} \d{4}, .* IST$/)
    expect(within(panel('The commitment')).getByText(raffle.seedHash)).toBeInTheDocument()
    expect(
      within(panel('How to check this draw')).getByText(/can be run once the raffle is drawn/),
    ).toBeInTheDocument()
  })

  it('names the variant a raffle gives away, and links back to the product with it chosen', async () => {
    const raffle = raffleAnswer('open')
    const variant = { _id: '6a0000000000000000000001', label: 'Deluxe' }
    mockRaffle(() => jsonResponse(200, { ...raffle, product: { ...raffle.product, variant } }))
    renderApp(`/raffles/${RAFFLE_ID}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gojo Satoru 1/7 Scale Figure — Deluxe' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the product' })).toHaveAttribute(
      'href',
      `/product/${raffle.product._id}?variant=${variant._id}`,
    )
  })

  it('asks a visitor who is not signed in to sign in, and brings them back here', async () => {
    mockRaffle(() => jsonResponse(200, raffleAnswer('open')))
    renderApp(`/raffles/${RAFFLE_ID}`)
    const signIn = await within(await screen.findByRole('region', { name: 'Enter the raffle' })).findByRole(
      'link',
      {
        name: 'Sign In',
      },
    )
    expect(signIn).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(`/raffles/${RAFFLE_ID}`)}`)
    expect(screen.queryByRole('button', { name: 'Enter the raffle' })).not.toBeInTheDocument()
  })

  it('enters the signed-in shopper with the saved address they choose, then shows their entry', async () => {
    storeSignedInUser(shopper)
    const api = mockRaffle(
      [
        () => jsonResponse(200, raffleAnswer('open')),
        () => jsonResponse(200, raffleAnswer('open', { myEntryId: ENTRY_ID, myOutcome: 'pending' })),
      ],
      {
        [`POST /api/raffles/${RAFFLE_ID}/entries`]: () =>
          jsonResponse(201, { success: true, entryId: ENTRY_ID }),
      },
    )
    const { user } = renderApp(`/raffles/${RAFFLE_ID}`)

    await user.click(await screen.findByRole('radio', { name: /5 Residency Road/ }))
    await user.click(screen.getByRole('button', { name: 'Enter the raffle' }))

    expect(await screen.findByText(`Your entry:`, { exact: false })).toHaveTextContent(
      `Your entry: ${ENTRY_ID}`,
    )
    // The button pressed is gone: focus is on the panel that now names the entry.
    expect(screen.getByRole('heading', { name: 'Your entry' })).toHaveFocus()
    expect(
      api.requestsTo('POST', `/api/raffles/${RAFFLE_ID}/entries`).map((request) => request.body),
    ).toEqual([{ addressId: officeAddress._id }])
    expect(screen.queryByRole('button', { name: 'Enter the raffle' })).not.toBeInTheDocument()
  })

  it("shows the server's refusal of a second entry from the same address where the shopper entered", async () => {
    storeSignedInUser(shopper)
    mockRaffle(() => jsonResponse(200, raffleAnswer('open')), {
      [`POST /api/raffles/${RAFFLE_ID}/entries`]: () =>
        jsonResponse(409, { success: false, message: RAFFLE_DUPLICATE_MESSAGES.address }),
    })
    const { user } = renderApp(`/raffles/${RAFFLE_ID}`)

    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Enter the raffle' }))

    expect(await within(panel('Enter the raffle')).findByRole('alert')).toHaveTextContent(
      RAFFLE_DUPLICATE_MESSAGES.address,
    )
  })

  it('counts down to the opening of an upcoming raffle and takes no entry yet', async () => {
    storeSignedInUser(shopper)
    mockRaffle(() => jsonResponse(200, raffleAnswer('upcoming')))
    renderApp(`/raffles/${RAFFLE_ID}`)
    expect(await screen.findByText('Opens soon')).toBeInTheDocument()
    expect(screen.getByText(/^Opens in/)).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent(/^01h [23]\dm \d\ds$/)
    expect(
      within(panel('Enter the raffle')).getByText(/^Entries open .* IST\. Come back then/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enter the raffle' })).not.toBeInTheDocument()
  })

  it('waits for the draw once entries close, asking again until the answer is drawn', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = mockRaffle([
      () => jsonResponse(200, raffleAnswer('closed')),
      () => jsonResponse(200, drawnRaffle(entryIds)),
    ])
    renderApp(`/raffles/${RAFFLE_ID}`)

    expect(await screen.findByText('Closed, drawing')).toBeInTheDocument()
    expect(panel('Enter the raffle')).toHaveTextContent(
      'Entries are closed. The draw is made within a minute',
    )
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(3_000))
    expect(await screen.findByRole('region', { name: 'The draw' })).toBeInTheDocument()
    expect(api.requestsTo('GET', `/api/raffles/${RAFFLE_ID}`)).toHaveLength(2)
  })

  it('once drawn, shows the seed, every ticket in order with the winners marked and the shopper’s entry', async () => {
    storeSignedInUser(shopper)
    const raffle = drawnRaffle(entryIds)
    const mine = raffle.entries[0]!._id
    mockRaffle(() =>
      jsonResponse(200, {
        ...raffle,
        myEntryId: mine,
        myOutcome: 'won',
        myOrderId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
      }),
    )
    renderApp(`/raffles/${RAFFLE_ID}`)

    const draw = await screen.findByRole('region', { name: 'The draw' })
    expect(within(panel('The commitment')).getByText(raffle.seed!)).toBeInTheDocument()
    const rows = within(within(draw).getByRole('list', { name: 'Entries in ticket order' })).getAllByRole(
      'listitem',
    )
    expect(rows.map((row) => row.textContent)).toEqual(
      raffle.entries.map(
        (entry, index) =>
          `#${index + 1}${entry._id}${index < 2 ? 'Winner' : ''}${entry._id === mine ? 'Your entry' : ''}` +
          `Ticket ${entry.ticket}`,
      ),
    )
    expect(rows.filter((row) => row.getAttribute('aria-current') === 'true')).toEqual([rows[0]])
    const entry = panel('Your entry')
    expect(entry).toHaveTextContent(`Your entry: ${mine}`)
    expect(within(entry).getByRole('status')).toHaveTextContent(/^You won!/)
    expect(within(entry).getByRole('link', { name: 'Pay for your order' })).toHaveAttribute(
      'href',
      '/orders/a1b2c3d4e5f6a1b2c3d4e5f6',
    )
  })

  it('tells a shopper whose entry lost, and one whose won unit went on for want of payment', async () => {
    storeSignedInUser(shopper)
    const raffle = drawnRaffle(entryIds)
    mockRaffle([
      () => jsonResponse(200, { ...raffle, myEntryId: raffle.entries[3]!._id, myOutcome: 'lost' }),
      () => jsonResponse(200, { ...raffle, myEntryId: raffle.entries[1]!._id, myOutcome: 'forfeited' }),
    ])
    const first = renderApp(`/raffles/${RAFFLE_ID}`)
    expect(
      await within(await screen.findByRole('region', { name: 'Your entry' })).findByRole('status'),
    ).toHaveTextContent('Your entry did not win this time.')
    first.unmount()

    renderApp(`/raffles/${RAFFLE_ID}`)
    const entry = await screen.findByRole('region', { name: 'Your entry' })
    expect(within(entry).getByRole('status')).toHaveTextContent(
      /not paid in time, so the unit went to the next entry/,
    )
    expect(within(entry).queryByRole('link', { name: 'Pay for your order' })).not.toBeInTheDocument()
  })

  it('tells a winner whose order is still being made, and asks again until it is there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    storeSignedInUser(shopper)
    const raffle = drawnRaffle(entryIds)
    const mine = raffle.winners[0]!
    mockRaffle([
      () => jsonResponse(200, { ...raffle, myEntryId: mine, myOutcome: 'lost' }),
      () =>
        jsonResponse(200, {
          ...raffle,
          myEntryId: mine,
          myOutcome: 'won',
          myOrderId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
        }),
    ])
    renderApp(`/raffles/${RAFFLE_ID}`)

    const entry = await screen.findByRole('region', { name: 'Your entry' })
    expect(within(entry).getByRole('status')).toHaveTextContent(
      /^You won! Your order for one unit is being made/,
    )
    await act(() => vi.advanceTimersByTimeAsync(3_000))
    expect(await within(entry).findByRole('link', { name: 'Pay for your order' })).toBeInTheDocument()
  })

  it('shows anyone the roll-down: the winner who did not pay, and the entry their unit passed to', async () => {
    const raffle = drawnRaffle(entryIds)
    const [first, second, third] = raffle.entries
    mockRaffle(() =>
      jsonResponse(200, {
        ...raffle,
        entries: [
          { ...first!, outcome: 'forfeited' },
          { ...second!, outcome: 'won' },
          { ...third!, outcome: 'won' },
        ],
      }),
    )
    renderApp(`/raffles/${RAFFLE_ID}`)
    const draw = await screen.findByRole('region', { name: 'The draw' })
    const rows = within(draw).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Unpaid: its unit passed on')
    expect(rows[0]).not.toHaveTextContent('Winner')
    expect(rows[1]).toHaveTextContent('Winner')
    expect(rows[2]).toHaveTextContent('Won a unit passed on')
    expect(rows.filter((row) => row.textContent?.includes('Won a unit passed on'))).toHaveLength(1)
  })

  it('checks the draw in the browser: every step passes on an honest answer', async () => {
    mockRaffle(() => jsonResponse(200, drawnRaffle(entryIds)))
    const { user } = renderApp(`/raffles/${RAFFLE_ID}`)

    await user.click(await screen.findByRole('button', { name: 'Check the draw in your browser' }))

    const results = await screen.findByRole('list', { name: 'Check results' })
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 40)),
    ).toEqual([
      '✓Passed: The seed matches the commitment'.slice(0, 40),
      '✓Passed: Every ticket is the HMAC of its'.slice(0, 40),
      '✓Passed: The entries stand in ticket ord'.slice(0, 40),
      '✓Passed: The winners are the first entri'.slice(0, 40),
    ])
  })

  it('checks the draw in the browser: a winner swapped in the answer fails its step', async () => {
    const honest = drawnRaffle(entryIds)
    const tampered = { ...honest, winners: [honest.entries[0]!._id, honest.entries[3]!._id] }
    mockRaffle(() => jsonResponse(200, tampered))
    const { user } = renderApp(`/raffles/${RAFFLE_ID}`)

    await user.click(await screen.findByRole('button', { name: 'Check the draw in your browser' }))

    const results = await screen.findByRole('list', { name: 'Check results' })
    const failed = within(results)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.startsWith('✗'))
    expect(failed.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Failed: The winners are the first entries'),
    ])
  })

  it('says so when there is no such raffle', async () => {
    mockRaffle(() => jsonResponse(404, { success: false, message: 'Raffle not found' }))
    renderApp(`/raffles/${RAFFLE_ID}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Raffle not found' })).toBeInTheDocument()
  })
})
