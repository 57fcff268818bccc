import { describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES } from './constants'
import {
  CATEGORY_TAX_DEFAULTS,
  GST_RATES,
  gstinCheckCharacter,
  HSN_CODE_PATTERN,
  isGstRate,
  isRetiredGstRate,
  isValidGstin,
  normaliseGstin,
  shareDiscount,
  splitIncludedTax,
  type SupplyType,
} from './gst'

describe('isValidGstin', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACR5055K1Z9'])('accepts the real GSTIN %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true)
  })

  it('refuses a GSTIN whose check character is wrong', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false)
    expect(isValidGstin('29AAGCB7383J1Z5')).toBe(false)
  })

  it('refuses one changed character in the body (the checksum catches it)', () => {
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false)
  })

  it.each([
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZVV'],
    ['lower case', '27aapfu0939f1zv'],
    ['no Z in the 14th place', '27AAPFU0939F1AV'],
    ['digits in the PAN letters', '27AAP1U0939F1ZV'],
    ['an unknown state code', '45AAPFU0939F1ZV'],
    ['state code 00', '00AAPFU0939F1ZV'],
    ['entity number 0', '27AAPFU0939F0ZV'],
    ['spaces', '27AAPFU0939F1Z '],
    ['empty', ''],
  ])('refuses %s', (_, gstin) => {
    expect(isValidGstin(gstin)).toBe(false)
  })

  it('accepts any GSTIN whose check character it computed itself', () => {
    const first14 = '24ABCDE1234F1Z'
    expect(isValidGstin(first14 + gstinCheckCharacter(first14))).toBe(true)
  })

  it('normalises what a buyer types', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV')
    expect(normaliseGstin('27 AAPFU 0939 F1ZV')).toBe('27AAPFU0939F1ZV')
  })
})

describe('rates and defaults', () => {
  it('knows the slabs since 22 September 2025 and the two it removed', () => {
    expect(GST_RATES).toEqual([0, 5, 18, 40])
    expect(isGstRate(18)).toBe(true)
    expect(isGstRate(40)).toBe(true)
    expect(isGstRate(10)).toBe(false)
    expect(isGstRate('18')).toBe(false)
    for (const retired of [12, 28]) {
      expect(isGstRate(retired)).toBe(false)
      expect(isRetiredGstRate(retired)).toBe(true)
    }
    expect(isRetiredGstRate(18)).toBe(false)
  })

  it('has a valid default for every category', () => {
    for (const category of PRODUCT_CATEGORIES) {
      const taxDefault = CATEGORY_TAX_DEFAULTS[category]
      expect(taxDefault.hsnCode).toMatch(HSN_CODE_PATTERN)
      expect(isGstRate(taxDefault.gstRate)).toBe(true)
    }
    expect(CATEGORY_TAX_DEFAULTS.figures).toEqual({ hsnCode: '9503', gstRate: 5 })
    expect(CATEGORY_TAX_DEFAULTS.keychains).toEqual({ hsnCode: '3926', gstRate: 18 })
  })

  it('reads HSN codes of 4, 6 or 8 digits only', () => {
    for (const code of ['9503', '950300', '95030010']) expect(HSN_CODE_PATTERN.test(code)).toBe(true)
    for (const code of ['950', '95030', '9503001', '950300100', '95O3', ''])
      expect(HSN_CODE_PATTERN.test(code)).toBe(false)
  })
})

describe('shareDiscount', () => {
  it('shares in proportion to the line totals, the remainder to the largest fractions', () => {
    // 100 over 1:1:1 is 33.33 each: one line gets the extra paisa, the first of equals.
    expect(shareDiscount([300, 300, 300], 100)).toEqual([34, 33, 33])
    expect(shareDiscount([100, 200], 100)).toEqual([33, 67])
    expect(shareDiscount([1000, 0], 500)).toEqual([500, 0])
  })

  it('shares nothing without a discount, and everything when the discount is the whole', () => {
    expect(shareDiscount([123, 456], 0)).toEqual([0, 0])
    expect(shareDiscount([123, 456], 579)).toEqual([123, 456])
  })
})

describe('splitIncludedTax', () => {
  it('splits 18 % inside ₹1,180 into CGST and SGST of ₹90 each within the state', () => {
    const tax = splitIncludedTax({
      lines: [{ totalPaise: 118_000, rate: 18 }],
      discountPaise: 0,
      supplyType: 'intra-state',
    })
    expect(tax.lines).toEqual([
      { discountPaise: 0, taxablePaise: 100_000, cgstPaise: 9000, sgstPaise: 9000, igstPaise: 0 },
    ])
    expect(tax.taxPaise).toBe(18_000)
  })

  it('charges IGST across states', () => {
    const tax = splitIncludedTax({
      lines: [{ totalPaise: 105_000, rate: 5 }],
      discountPaise: 0,
      supplyType: 'inter-state',
    })
    expect(tax.lines[0]).toEqual({
      discountPaise: 0,
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 5000,
    })
  })

  it('rounds IGST half up: exactly half a paisa becomes a whole one', () => {
    const igst = (totalPaise: number, rate: number) =>
      splitIncludedTax({ lines: [{ totalPaise, rate }], discountPaise: 0, supplyType: 'inter-state' })
        .igstPaise
    expect(igst(14, 12)).toBe(2) // 14 × 12 / 112 = 1.5
    expect(igst(16, 28)).toBe(4) // 16 × 28 / 128 = 3.5
    expect(igst(31, 5)).toBe(1) // 1.476
    expect(igst(32, 5)).toBe(2) // 1.524
  })

  it('rounds each half up at exactly half a paisa', () => {
    // 21 paise at 5 % within the state: half = 21 × 2.5 / 105 = 0.5 → 1 paisa each, taxable 19.
    const tax = splitIncludedTax({
      lines: [{ totalPaise: 21, rate: 5 }],
      discountPaise: 0,
      supplyType: 'intra-state',
    })
    expect(tax.lines[0]).toMatchObject({ cgstPaise: 1, sgstPaise: 1, taxablePaise: 19 })
  })

  it('keeps lines whose rounding would drift a paisa adding up exactly', () => {
    // ₹999 at 18 % holds ₹152.389… of tax; rounding the order's total tax and its lines separately disagree.
    const tax = splitIncludedTax({
      lines: [
        { totalPaise: 99_900, rate: 18 },
        { totalPaise: 99_900, rate: 18 },
        { totalPaise: 99_900, rate: 18 },
      ],
      discountPaise: 0,
      supplyType: 'inter-state',
    })
    expect(tax.lines.map((line) => line.igstPaise)).toEqual([15_239, 15_239, 15_239])
    expect(tax.igstPaise).toBe(45_717)
    expect(tax.taxablePaise + tax.igstPaise).toBe(299_700)
  })

  it('shares a restricted discount over the lines it covers only, each keeping its own rate', () => {
    // ₹500 off keychains only: the keychain (18 %) is taxed on ₹500, the figure (5 %) on its full ₹1,000.
    const tax = splitIncludedTax({
      lines: [
        { totalPaise: 100_000, rate: 18, isDiscounted: true },
        { totalPaise: 100_000, rate: 5, isDiscounted: false },
      ],
      discountPaise: 50_000,
      supplyType: 'inter-state',
    })
    expect(tax.lines).toEqual([
      { discountPaise: 50_000, taxablePaise: 42_373, cgstPaise: 0, sgstPaise: 0, igstPaise: 7627 },
      { discountPaise: 0, taxablePaise: 95_238, cgstPaise: 0, sgstPaise: 0, igstPaise: 4762 },
    ])
    expect(tax.taxPaise).toBe(7627 + 4762)
  })

  it('refuses a discount larger than the lines it covers', () => {
    expect(() =>
      splitIncludedTax({
        lines: [
          { totalPaise: 1000, rate: 18, isDiscounted: true },
          { totalPaise: 5000, rate: 5, isDiscounted: false },
        ],
        discountPaise: 1001,
        supplyType: 'intra-state',
      }),
    ).toThrow(RangeError)
  })

  it('has no tax at 0 %', () => {
    const tax = splitIncludedTax({
      lines: [{ totalPaise: 5000, rate: 0 }],
      discountPaise: 1000,
      supplyType: 'intra-state',
    })
    expect(tax.lines[0]).toEqual({
      discountPaise: 1000,
      taxablePaise: 4000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    })
  })

  it('refuses a discount larger than the items, or a broken line', () => {
    const split = (discountPaise: number, totalPaise = 100) =>
      splitIncludedTax({ lines: [{ totalPaise, rate: 5 }], discountPaise, supplyType: 'inter-state' })
    expect(() => split(101)).toThrow(RangeError)
    expect(() => split(-1)).toThrow(RangeError)
    expect(() => split(0, 10.5)).toThrow(RangeError)
  })

  it('adds up exactly for many random carts, discounts and both supply types', () => {
    let seed = 20_260_401
    const random = (below: number) => {
      // A small linear congruential generator: the same carts on every run.
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed % below
    }
    for (let cart = 0; cart < 2000; cart += 1) {
      const lines = Array.from({ length: 1 + random(8) }, () => ({
        totalPaise: (1 + random(500_000)) * (1 + random(5)),
        rate: GST_RATES[random(GST_RATES.length)]!,
        // Now and then a line a restricted code does not cover.
        isDiscounted: random(4) !== 0,
      }))
      const itemsPaise = lines.reduce((sum, line) => sum + line.totalPaise, 0)
      const coveredPaise = lines.reduce((sum, line) => sum + (line.isDiscounted ? line.totalPaise : 0), 0)
      const discountPaise = random(3) === 0 ? 0 : random(coveredPaise + 1)
      const supplyType: SupplyType = random(2) === 0 ? 'intra-state' : 'inter-state'
      const tax = splitIncludedTax({ lines, discountPaise, supplyType })

      expect(tax.discountPaise).toBe(discountPaise)
      expect(tax.taxablePaise + tax.taxPaise).toBe(itemsPaise - discountPaise)
      tax.lines.forEach((line, index) => {
        const gross = lines[index]!.totalPaise - line.discountPaise
        expect(line.discountPaise).toBeGreaterThanOrEqual(0)
        expect(line.discountPaise).toBeLessThanOrEqual(lines[index]!.totalPaise)
        if (!lines[index]!.isDiscounted) expect(line.discountPaise).toBe(0)
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(gross)
        expect(line.cgstPaise).toBe(line.sgstPaise)
        if (supplyType === 'intra-state') expect(line.igstPaise).toBe(0)
        else expect(line.cgstPaise).toBe(0)
        // Each line's tax is within a paisa (per half) of the exact tax inside its gross.
        const exact = (gross * lines[index]!.rate) / (100 + lines[index]!.rate)
        expect(Math.abs(line.cgstPaise + line.sgstPaise + line.igstPaise - exact)).toBeLessThanOrEqual(1)
      })
    }
  })
})
