import { describe, expect, it } from 'vitest'
import { formatDays, formatHours, formatRupeesShort } from './policy-figures'

describe('policy figures', () => {
  it.each([
    [1, '1 day'],
    [7, '7 days'],
    [10, '10 days'],
    [7.5, '7 days and 12 hours'],
    [1.25, '1 day and 6 hours'],
    [0.5, '12 hours'],
    [1 / 24 + 1 / 1440, '1 hour and 1 minute'],
    // A third unit is left off rather than rounded up: 1 day, 2 hours and 3 minutes is said as less.
    [1 + 2 / 24 + 3 / 1440, '1 day and 2 hours'],
    [0.0001, '1 minute'],
  ])('says a window of %s days as "%s"', (days, words) => {
    expect(formatDays(days)).toBe(words)
  })

  it.each([
    [1, '1 hour'],
    [24, '24 hours'],
    [48, '48 hours'],
    [1.5, '1 hour and 30 minutes'],
    [0.25, '15 minutes'],
  ])('says a confirmation window of %s hours as "%s", never in days', (hours, words) => {
    expect(formatHours(hours)).toBe(words)
  })

  it('writes rupees the Indian way, with paise only when there are some', () => {
    expect(formatRupeesShort(500)).toBe('₹500')
    expect(formatRupeesShort(150000)).toBe('₹1,50,000')
    expect(formatRupeesShort(4999.5)).toBe('₹4,999.50')
  })
})
