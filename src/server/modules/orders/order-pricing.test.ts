import { describe, expect, it } from 'vitest'
import type { ShippingAddress } from '@common/schemas/order'
import { DEFAULT_SHIPPING_SETTINGS } from '@common/schemas/shipping'
import { BadRequestError } from '../../errors'
import {
  MIN_ONLINE_PAYMENT_PAISE,
  ONLINE_PAYMENT_MINIMUM_MESSAGE,
  priceOrder,
  type OrderPricingInput,
  type PricingLine,
} from './order-pricing'

/** No database and no clock: every figure below is worked out by hand from the lines given. */

const seller = { gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' }

function addressIn(state: string | null, postalCode = '400001'): ShippingAddress {
  return {
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    phone: null,
    address: '1 Marine Drive',
    addressLine1: '1 Marine Drive',
    addressLine2: null,
    city: 'Mumbai',
    state,
    postalCode,
    country: 'India',
  }
}

/** ₹1,180.00 at 18 %: ₹1,000 taxable and ₹180 of GST inside. */
const figure: PricingLine = { productId: 'a', quantity: 1, unitPricePaise: 118_000, gstRate: 18 }
/** Two at ₹500.00 and 12 %. */
const keychains: PricingLine = { productId: 'b', quantity: 2, unitPricePaise: 50_000, gstRate: 12 }

function price(overrides: Partial<OrderPricingInput> = {}) {
  return priceOrder({
    lines: [figure, keychains],
    paymentMethod: 'PHONEPE',
    seller,
    address: addressIn('Maharashtra'),
    buyerGstin: undefined,
    ...overrides,
  })
}

describe('priceOrder', () => {
  it('totals each line as its unit price times its quantity, and the order as the sum of its lines', () => {
    const priced = price()
    expect(priced.lines.map((line) => line.totalPaise)).toEqual([118_000, 100_000])
    expect(priced.itemsPaise).toBe(218_000)
    expect(priced.discountPaise).toBe(0)
    expect(priced.totalPaise).toBe(218_000)
  })

  it('keeps GST inside the prices: CGST and SGST halves within the shop state, never added to the total', () => {
    const priced = price()
    expect(priced.tax.supplyType).toBe('intra-state')
    expect(priced.lines.map((line) => line.tax)).toEqual([
      { discountPaise: 0, taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 },
      // 1,00,000 × 12 / 224 = 5,357.14 per half, rounded to the paisa.
      { discountPaise: 0, taxablePaise: 89_286, cgstPaise: 5_357, sgstPaise: 5_357, igstPaise: 0 },
    ])
    expect(priced.tax.taxPaise).toBe(9_000 * 2 + 5_357 * 2)
    expect(priced.totalPaise).toBe(priced.itemsPaise)
  })

  it('charges IGST when the goods cross a state border, the place of supply read from the PIN code', () => {
    const named = price({ address: addressIn('Karnataka', '560001') })
    expect(named.tax.supplyType).toBe('inter-state')
    expect(named.tax.placeOfSupply.name).toBe('Karnataka')
    expect(named.lines.map((line) => line.tax.igstPaise)).toEqual([18_000, 10_714])
    expect(named.lines.every((line) => line.tax.cgstPaise === 0 && line.tax.sgstPaise === 0)).toBe(true)

    const byPin = price({ address: addressIn(null, '560001') })
    expect(byPin.tax.placeOfSupply.name).toBe('Karnataka')
    expect(byPin.tax.supplyType).toBe('inter-state')
  })

  it('records who sells and who buys for the tax invoice', () => {
    const priced = price({ buyerGstin: '29AAACR5055K1Z7' })
    expect(priced.tax.sellerGstin).toBe(seller.gstin)
    expect(priced.tax.sellerState.name).toBe('Maharashtra')
    expect(priced.tax.buyerGstin).toBe('29AAACR5055K1Z7')
    expect(price({ seller: { gstin: undefined, state: 'Maharashtra' } }).tax.sellerGstin).toBeNull()
  })

  it('takes the discount off the total and shares it only over the lines it covers', () => {
    const priced = price({ discount: { discountPaise: 10_000, coveredProductIds: ['a'] } })
    expect(priced.discountPaise).toBe(10_000)
    expect(priced.itemsPaise).toBe(218_000)
    expect(priced.totalPaise).toBe(208_000)
    const [covered, uncovered] = priced.lines
    // 1,08,000 left of the figure at 18 %: 1,08,000 × 18 / 236 = 8,237.29 per half.
    expect(covered!.tax).toEqual({
      discountPaise: 10_000,
      taxablePaise: 91_526,
      cgstPaise: 8_237,
      sgstPaise: 8_237,
      igstPaise: 0,
    })
    expect(uncovered!.tax.discountPaise).toBe(0)
    expect(uncovered!.tax.taxablePaise).toBe(89_286)
  })

  it('shares a discount covering every line in proportion to the lines, to the paisa', () => {
    const priced = price({ discount: { discountPaise: 1_001, coveredProductIds: ['a', 'b'] } })
    const shares = priced.lines.map((line) => line.tax.discountPaise)
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1_001)
    // 1,001 × 118/218 = 541.83 and × 100/218 = 459.17: the larger remainder takes the last paisa.
    expect(shares).toEqual([542, 459])
    expect(priced.totalPaise).toBe(218_000 - 1_001)
  })

  it("charges no shipping at any total without the shop's rates, below or above the line it advertises", () => {
    const small = price({ lines: [{ productId: 'c', quantity: 1, unitPricePaise: 9_900, gstRate: 5 }] })
    expect(small.itemsPaise).toBeLessThan(DEFAULT_SHIPPING_SETTINGS.freeOver * 100)
    expect(small.shippingPaise).toBe(0)
    expect(small.totalPaise).toBe(9_900)
    expect(price().shippingPaise).toBe(0)
  })

  it("adds no fee for cash on delivery without the shop's rates: the same lines come to the same total", () => {
    const cod = price({ paymentMethod: 'COD' })
    const online = price({ paymentMethod: 'PHONEPE' })
    expect(cod.totalPaise).toBe(online.totalPaise)
    expect(cod.codFeePaise).toBe(0)
    expect(cod.tax).toEqual(online.tax)
  })

  /** ₹49 shipping unless the items after the discount come to ₹2,180 (the two lines' 218,000 paise); ₹30 on delivery. */
  const shippingRates = { flatRatePaise: 4_900, freeOverPaise: 218_000, codFeePaise: 3_000 }

  it('charges the flat rate below the threshold and none at it, judged after the discount', () => {
    const at = price({ shippingRates })
    expect([at.shippingPaise, at.codFeePaise, at.totalPaise]).toEqual([0, 0, 218_000])
    const above = price({ shippingRates: { ...shippingRates, freeOverPaise: 217_999 } })
    expect(above.shippingPaise).toBe(0)
    // One paisa of discount leaves the items under the threshold: shipping is charged.
    const below = price({ shippingRates, discount: { discountPaise: 1, coveredProductIds: ['a'] } })
    expect([below.shippingPaise, below.codFeePaise, below.totalPaise]).toEqual([
      4_900,
      0,
      218_000 - 1 + 4_900,
    ])
    // A threshold of 0: shipping is always free.
    expect(price({ shippingRates: { ...shippingRates, freeOverPaise: 0 } }).shippingPaise).toBe(0)
  })

  it('adds the fee to a cash-on-delivery order only, with or without shipping', () => {
    const cod = price({ shippingRates, paymentMethod: 'COD' })
    expect([cod.shippingPaise, cod.codFeePaise, cod.totalPaise]).toEqual([0, 3_000, 221_000])
    const small = price({
      shippingRates,
      paymentMethod: 'COD',
      lines: [{ productId: 'c', quantity: 1, unitPricePaise: 9_900, gstRate: 5 }],
    })
    expect([small.shippingPaise, small.codFeePaise, small.totalPaise]).toEqual([4_900, 3_000, 17_800])
    expect(price({ shippingRates, paymentMethod: 'PHONEPE' }).codFeePaise).toBe(0)
  })

  it('taxes the charges with the goods at their highest rate, to the paisa, and counts them in the order tax', () => {
    const goods = price({ paymentMethod: 'COD', discount: { discountPaise: 1, coveredProductIds: ['a'] } })
    const priced = price({
      shippingRates,
      paymentMethod: 'COD',
      discount: { discountPaise: 1, coveredProductIds: ['a'] },
    })
    // 18 % (the figure's, above the keychains' 12 %): ₹49 holds 4,900 × 18 / 236 = 373.7 paise each of CGST
    // and SGST, ₹30 holds 228.8; the discount is the goods' alone.
    expect(priced.tax.charges).toEqual([
      {
        charge: 'shipping',
        grossPaise: 4_900,
        rate: 18,
        discountPaise: 0,
        taxablePaise: 4_152,
        cgstPaise: 374,
        sgstPaise: 374,
        igstPaise: 0,
      },
      {
        charge: 'cod-fee',
        grossPaise: 3_000,
        rate: 18,
        discountPaise: 0,
        taxablePaise: 2_542,
        cgstPaise: 229,
        sgstPaise: 229,
        igstPaise: 0,
      },
    ])
    expect(priced.lines).toEqual(goods.lines)
    expect(priced.tax.taxPaise).toBe(goods.tax.taxPaise + 2 * 374 + 2 * 229)
    expect(priced.tax.taxablePaise).toBe(goods.tax.taxablePaise + 4_152 + 2_542)
    expect(priced.tax.taxablePaise + priced.tax.taxPaise).toBe(priced.totalPaise)
  })

  it('taxes the charges as IGST across a border, and rounds a half paisa up', () => {
    const across = price({
      shippingRates: { ...shippingRates, freeOverPaise: 1_000_000 },
      address: addressIn('Karnataka', '560001'),
    })
    // 4,900 × 18 / 118 = 747.46 paise of IGST (where two halves of 373.7 round to 748).
    expect(across.tax.charges).toEqual([
      {
        charge: 'shipping',
        grossPaise: 4_900,
        rate: 18,
        discountPaise: 0,
        taxablePaise: 4_153,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 747,
      },
    ])
    // Only 12 % goods: 4,900 × 12 / 224 = 262.5 paise each half, rounded up to 263.
    const keychainsOnly = price({
      lines: [keychains],
      shippingRates: { ...shippingRates, freeOverPaise: 1_000_000 },
    })
    expect(keychainsOnly.tax.charges[0]).toMatchObject({
      rate: 12,
      taxablePaise: 4_374,
      cgstPaise: 263,
      sgstPaise: 263,
    })
  })

  it('refuses an online order that a discount leaves under ₹1, and lets cash on delivery take it', () => {
    const lines = [{ productId: 'a', quantity: 1, unitPricePaise: 10_000, gstRate: 18 }]
    const leaving = (paise: number) => ({ discountPaise: 10_000 - paise, coveredProductIds: ['a'] })
    const refused = () => price({ lines, discount: leaving(MIN_ONLINE_PAYMENT_PAISE - 1) })
    expect(refused).toThrow(BadRequestError)
    expect(refused).toThrow(ONLINE_PAYMENT_MINIMUM_MESSAGE)
    expect(price({ lines, discount: leaving(MIN_ONLINE_PAYMENT_PAISE) }).totalPaise).toBe(100)
    const cod = price({ lines, discount: leaving(0), paymentMethod: 'COD' })
    expect(cod.totalPaise).toBe(0)
    expect(cod.tax.taxPaise).toBe(0)
  })
})
