import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatRupees, formatWholeRupees } from './money'

// What the shop printed with Intl.NumberFormat before formatting rupees itself (money.ts says why).
const intlRupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const intlWholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

const asIntlPrints = (amount: number) => ({
  rupees: `₹${intlRupees.format(amount)}`,
  wholeRupees: `₹${intlWholeRupees.format(amount)}`,
})
const asPrinted = (amount: number) => ({
  rupees: formatRupees(amount),
  wholeRupees: formatWholeRupees(amount),
})

describe('rupee amounts', () => {
  it('group lakhs and crores and keep two decimals', () => {
    expect(formatRupees(0)).toBe('₹0.00')
    expect(formatRupees(999)).toBe('₹999.00')
    expect(formatRupees(1234.5)).toBe('₹1,234.50')
    expect(formatRupees(123456789.125)).toBe('₹12,34,56,789.13')
    expect(formatWholeRupees(1234.5)).toBe('₹1,235')
    expect(formatWholeRupees(10_00_000)).toBe('₹10,00,000')
  })

  it('print what Intl.NumberFormat en-IN prints, at the edges of rounding and sign', () => {
    for (const amount of [
      1.005,
      0.125,
      2.5,
      -2.5,
      0.005,
      -0.005,
      -0.001,
      -0,
      1e15,
      0.1 + 0.2,
      NaN,
      -Infinity,
    ]) {
      expect(asPrinted(amount), String(amount)).toEqual(asIntlPrints(amount))
    }
  })

  it('print what Intl.NumberFormat en-IN prints for any price, paise or not', () => {
    const paise = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((value) => value / 100)
    const anyAmount = fc.double({ min: -1e12, max: 1e12, noNaN: true })
    fc.assert(
      fc.property(fc.oneof(paise, anyAmount), (amount) => {
        expect(asPrinted(amount)).toEqual(asIntlPrints(amount))
      }),
      { numRuns: 5_000 },
    )
  })
})
