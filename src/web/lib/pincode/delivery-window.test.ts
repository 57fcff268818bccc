import { describe, expect, it } from 'vitest'
import { formatDeliveryDay, formatDeliveryWindow } from './delivery-window'

describe('delivery dates', () => {
  it('names the weekday, day and month as India writes them', () => {
    expect(formatDeliveryDay('2026-11-26')).toBe('Thu, 26 Nov')
    expect(formatDeliveryDay('2027-01-01')).toBe('Fri, 1 Jan')
  })

  it('gives a range, or one day when the earliest and latest are the same', () => {
    expect(formatDeliveryWindow('2026-11-26', '2026-11-28')).toBe('Thu, 26 Nov – Sat, 28 Nov')
    expect(formatDeliveryWindow('2026-12-30', '2027-01-02')).toBe('Wed, 30 Dec – Sat, 2 Jan')
    expect(formatDeliveryWindow('2026-11-26', '2026-11-26')).toBe('Thu, 26 Nov')
  })

  it('shows a date it cannot read as it came, rather than a wrong one', () => {
    expect(formatDeliveryDay('26/11/2026')).toBe('26/11/2026')
  })
})
