import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addressKeyOf, drawOrder, newRaffleSeed, phoneKeyOf, seedHashOf, ticketOf } from './raffle-draw-math'

const door = {
  addressLine1: '12, M.G. Road',
  addressLine2: 'Flat 4-B',
  city: 'Bengaluru',
  postalCode: '560001',
}

describe("a raffle's arithmetic", () => {
  it('hashes the seed as 32 bytes, not as its hex text', () => {
    const seed = newRaffleSeed()
    expect(seed).toMatch(/^[0-9a-f]{64}$/)
    expect(seedHashOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'))
    expect(seedHashOf(seed)).not.toBe(createHash('sha256').update(seed).digest('hex'))
  })

  it('orders the entries by ticket, a ticket depending on the seed and the entry alone', () => {
    const seed = '11'.repeat(32)
    const order = drawOrder(seed, ['b', 'a', 'c'])
    expect(order.map((entry) => entry.ticket)).toEqual([...order.map((entry) => entry.ticket)].sort())
    expect(order.find((entry) => entry.id === 'a')!.ticket).toBe(ticketOf(seed, 'a'))
    expect(ticketOf('22'.repeat(32), 'a')).not.toBe(ticketOf(seed, 'a'))
  })

  it('reads one address however its case, spaces and punctuation are written', () => {
    const key = addressKeyOf(door)
    for (const same of [
      { ...door, addressLine1: '12 MG ROAD', addressLine2: 'flat 4b' },
      { ...door, addressLine1: '12 M.G. Road Flat', addressLine2: '4/B', city: ' bengaluru ' },
      { ...door, addressLine2: null, addressLine1: '12, M.G. Road, Flat 4-B', postalCode: '560 001' },
    ])
      expect(addressKeyOf(same)).toBe(key)
    for (const other of [
      { ...door, addressLine2: 'Flat 5-B' },
      { ...door, city: 'Mysuru' },
      { ...door, postalCode: '560002' },
    ])
      expect(addressKeyOf(other)).not.toBe(key)
  })

  it('reads one phone with or without +91, 91 or a leading 0', () => {
    for (const same of ['9812345678', '+91 98123 45678', '91-9812345678', '09812345678'])
      expect(phoneKeyOf(same)).toBe('9812345678')
    expect(phoneKeyOf('9812345679')).not.toBe('9812345678')
  })
})
