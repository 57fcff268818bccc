// The draws are made as the server makes them, with Node's crypto, apart from the browser code under test.
// eslint-disable-next-line no-restricted-imports
import { createHash, createHmac } from 'node:crypto'
import type { Raffle } from '@common/schemas/raffle'

export const RAFFLE_ID = '670000000000000000000abc'
const SEED = '9c1f04b2d36e58a7f0123456789abcdef00112233445566778899aabbccddeef'
const MINUTE_MS = 60_000

const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString()

/** A raffle answer in the given state; `overrides` last. Times lie around now, so the state fits the clock. */
export function raffleAnswer(state: Raffle['state'], overrides: Partial<Raffle> = {}): Raffle {
  const times = {
    upcoming: { opensAt: iso(90 * MINUTE_MS), closesAt: iso(24 * 60 * MINUTE_MS) },
    open: { opensAt: iso(-60 * MINUTE_MS), closesAt: iso(2 * 60 * MINUTE_MS) },
    closed: { opensAt: iso(-60 * MINUTE_MS), closesAt: iso(-10_000) },
    drawn: { opensAt: iso(-120 * MINUTE_MS), closesAt: iso(-60 * MINUTE_MS) },
  }[state]
  return {
    _id: RAFFLE_ID,
    product: {
      _id: '64b7f0c2a1b2c3d4e5f6ab1c',
      name: 'Gojo Satoru 1/7 Scale Figure',
      image: '/media/00000000000000000000000000000001.webp',
      price: 24999,
    },
    ...times,
    units: 2,
    state,
    seedHash: createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'),
    seed: null,
    drawnAt: null,
    entries: [],
    winners: [],
    myEntryId: null,
    myOutcome: null,
    myOrderId: null,
    ...overrides,
  }
}

/** A drawn raffle of these entries: seed revealed, tickets by HMAC-SHA256, ticket order, the first `units` won. */
export function drawnRaffle(entryIds: string[], overrides: Partial<Raffle> = {}): Raffle {
  const ranked = entryIds
    .map((_id) => ({ _id, ticket: createHmac('sha256', Buffer.from(SEED, 'hex')).update(_id).digest('hex') }))
    .sort((a, b) => (a.ticket < b.ticket ? -1 : 1))
  const units = overrides.units ?? 2
  const entries = ranked.map((entry, index) => ({
    ...entry,
    outcome: index < units ? ('won' as const) : ('lost' as const),
  }))
  return raffleAnswer('drawn', {
    seed: SEED,
    drawnAt: new Date(Date.now() - 59 * MINUTE_MS).toISOString(),
    entries,
    winners: entries.slice(0, units).map((entry) => entry._id),
    ...overrides,
  })
}
