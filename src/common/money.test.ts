import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatRupees, formatWholeRupees, isWholePaise, paiseToRupees } from './money'

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

describe('whole paise', () => {
  it('holds for amounts of at most two decimals, however floating point stores them', () => {
    for (const rupees of [0, 1, 0.01, 0.1, 0.29, 1.1, 19.99, 100.05, 1234.56, 9_999_999.99, 10_000_000])
      expect(isWholePaise(rupees), String(rupees)).toBe(true)
  })

  it('fails for a third decimal, for a positive amount below one paisa, and for what is not an amount', () => {
    for (const rupees of [100.005, 1.005, 0.001, 0.009, 1e-9, 5e-324, 0.1 + 0.2, -0.001, NaN, Infinity])
      expect(isWholePaise(rupees), String(rupees)).toBe(false)
  })

  it('holds for every whole number of paise and for nothing in between', () => {
    const paise = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })
    fc.assert(
      fc.property(paise, (whole) => {
        expect(isWholePaise(paiseToRupees(whole))).toBe(true)
        expect(isWholePaise(Number(`${paiseToRupees(whole)}`))).toBe(true)
      }),
      { numRuns: 5_000 },
    )
    fc.assert(
      fc.property(paise, fc.integer({ min: 1, max: 9 }), (whole, thousandth) => {
        expect(isWholePaise((whole * 10 + thousandth) / 1000)).toBe(false)
      }),
      { numRuns: 5_000 },
    )
  })
})
