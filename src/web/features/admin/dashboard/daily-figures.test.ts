import { describe, expect, it } from 'vitest'
import { formatCompactRupees, formatLongDay, formatShortDay, summarizeDailyFigures } from './daily-figures'

describe('daily figures', () => {
  it('names the shop day the server sent, whatever the browser time zone', () => {
    expect(formatShortDay('2025-03-09')).toBe('9 Mar')
    expect(formatLongDay('2025-03-09')).toBe('9 March 2025')
  })

  it('totals revenue to the paisa and orders, and finds the best day', () => {
    const summary = summarizeDailyFigures([
      { date: '2025-03-01', revenue: 0.1, orders: 1 },
      { date: '2025-03-02', revenue: 0.2, orders: 1 },
      { date: '2025-03-03', revenue: 0, orders: 0 },
    ])
    expect(summary).toEqual({
      revenue: 0.3,
      orders: 2,
      bestDay: { date: '2025-03-02', revenue: 0.2, orders: 1 },
    })
  })

  it('has no best day when nothing was sold', () => {
    expect(summarizeDailyFigures([{ date: '2025-03-01', revenue: 0, orders: 0 }]).bestDay).toBeUndefined()
  })

  it('shortens axis amounts to lakh and crore', () => {
    expect(formatCompactRupees(120000)).toBe('₹1.2L')
    expect(formatCompactRupees(950)).toBe('₹950')
  })
})
