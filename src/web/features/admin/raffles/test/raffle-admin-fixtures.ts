import type { ProductVariant } from '@common/schemas/product'
import type { AdminRaffle, AdminRaffleEntry, Raffle, RaffleRefusal } from '@common/schemas/raffle'

export const PRODUCT_ID = '64b7f0c2a1b2c3d4e5f6cc01'
export const RAFFLE_ID = '670000000000000000000abc'

export function adminRaffle(overrides: Partial<AdminRaffle> = {}): AdminRaffle {
  return {
    _id: RAFFLE_ID,
    product: { _id: PRODUCT_ID, name: 'Gojo Satoru Scale Figure', image: null, price: 24999 },
    opensAt: '2026-11-29T12:30:00.000Z',
    closesAt: '2026-11-30T12:30:00.000Z',
    units: 2,
    state: 'open',
    entryCount: 0,
    refusalCount: 0,
    unitsAwarded: 0,
    unitsReturned: 0,
    createdAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  }
}

export const STANDARD_ID = '660000000000000000000e01'
export const DELUXE_ID = '660000000000000000000e02'

/** The figure's editions, as GET /products/:id answers a product with options. */
export function edition(_id: string, label: string, stock: number): ProductVariant {
  return {
    _id,
    options: { Edition: label },
    label,
    sku: `GOJO-${label.toUpperCase()}`,
    jan: null,
    price: 24999,
    originalPrice: 24999,
    stock,
    images: [],
    maxPerCustomer: null,
    preorderLimit: null,
  }
}

export const editions = [edition(STANDARD_ID, 'Standard', 5), edition(DELUXE_ID, 'Deluxe', 2)]

const account = (id: string, name: string) => ({ _id: id, name, email: `${name.toLowerCase()}@example.com` })

export const asha = account('64b7f0c2a1b2c3d4e5f60718', 'Asha')
export const rohan = account('64b7f0c2a1b2c3d4e5f60720', 'Rohan')

export function entry(overrides: Partial<AdminRaffleEntry>): AdminRaffleEntry {
  return {
    _id: '680000000000000000000001',
    ticket: null,
    user: asha,
    address: '12 MG Road, Flat 4B, Pune, Maharashtra 411001',
    phone: '9876543210',
    createdAt: '2026-11-29T13:00:00.000Z',
    outcome: 'pending',
    orderId: null,
    ...overrides,
  }
}

export function refusal(overrides: Partial<RaffleRefusal> = {}): RaffleRefusal {
  return {
    _id: '690000000000000000000001',
    user: rohan,
    rule: 'address',
    message: 'This delivery address has already been entered in this raffle',
    createdAt: '2026-11-29T13:05:00.000Z',
    ...overrides,
  }
}

export function publicAnswer(overrides: Partial<Raffle> = {}): Raffle {
  const { product, opensAt, closesAt, units, state } = adminRaffle()
  return {
    _id: RAFFLE_ID,
    product,
    opensAt,
    closesAt,
    units,
    state,
    seedHash: 'ab'.repeat(32),
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
