import { describe, expect, it } from 'vitest'
import { isoToShopLocal, isoWithShopOffset, shopLocalToIso } from './shop-date-time'

describe('India time in datetime-local fields', () => {
  it('reads what the owner types as India Standard Time', () => {
    expect(shopLocalToIso('2025-03-10T09:00')).toBe('2025-03-10T03:30:00.000Z')
    expect(shopLocalToIso('2025-03-10T02:00')).toBe('2025-03-09T20:30:00.000Z')
    expect(shopLocalToIso('')).toBeNull()
  })

  it('shows a stored time on the shop’s clock, and back again unchanged', () => {
    expect(isoToShopLocal('2025-03-09T20:30:00.000Z')).toBe('2025-03-10T02:00')
    expect(isoToShopLocal(null)).toBe('')
    expect(shopLocalToIso(isoToShopLocal('2025-12-31T18:29:00.000Z'))).toBe('2025-12-31T18:29:00.000Z')
  })

  it('writes a moment with India’s offset', () => {
    expect(isoWithShopOffset('2026-11-30T13:00:00.000Z')).toBe('2026-11-30T18:30:00+05:30')
    expect(isoWithShopOffset('2026-11-30T20:15:00.000Z')).toBe('2026-12-01T01:45:00+05:30')
    expect(Date.parse(isoWithShopOffset('2026-11-30T20:15:00.000Z'))).toBe(
      Date.parse('2026-11-30T20:15:00.000Z'),
    )
  })
})
