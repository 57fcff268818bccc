import { describe, expect, it } from 'vitest'
import { currentRaffle, readProductRaffles } from './get-product-raffles'

const open = {
  _id: '670000000000000000000abc',
  product: { _id: '64b7f0c2a1b2c3d4e5f6cc01', name: 'Gojo', image: null, price: 24999 },
  opensAt: '2026-11-29T12:30:00.000Z',
  closesAt: '2026-12-01T13:00:00.000Z',
  units: 3,
  state: 'open',
  entryCount: 12,
}

describe("reading a product's raffles", () => {
  it('keeps what the page shows of each raffle', () => {
    expect(readProductRaffles({ raffles: [open] })).toEqual([
      { _id: open._id, opensAt: open.opensAt, closesAt: open.closesAt, state: 'open' },
    ])
  })

  it('leaves out a raffle it cannot read, and reads an answer without raffles as none', () => {
    expect(
      readProductRaffles({ raffles: [{ ...open, state: 'finished' }, { ...open, closesAt: 5 }, 7] }),
    ).toEqual([])
    expect(readProductRaffles({ success: true })).toEqual([])
    expect(readProductRaffles(null)).toEqual([])
  })

  it('points to the first raffle not yet drawn, and to none without one', () => {
    const [raffle] = readProductRaffles({ raffles: [open] })
    const drawn = { ...raffle!, _id: '670000000000000000000abd', state: 'drawn' as const }
    const upcoming = { ...raffle!, _id: '670000000000000000000abe', state: 'upcoming' as const }
    expect(currentRaffle([drawn, upcoming, raffle!])).toBe(upcoming)
    expect(currentRaffle([drawn])).toBeNull()
    expect(currentRaffle([])).toBeNull()
    expect(currentRaffle(undefined)).toBeNull()
  })
})
