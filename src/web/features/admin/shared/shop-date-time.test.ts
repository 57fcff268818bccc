import { describe, expect, it } from 'vitest'
import { isoToShopLocal, shopLocalToIso } from './shop-date-time'

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
})
