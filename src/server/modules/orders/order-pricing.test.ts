import { describe, expect, it } from 'vitest'
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '@common/constants'
import type { ShippingAddress } from '@common/schemas/order'
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

  it('charges no shipping at any total, below or above the free-shipping line the shop advertises', () => {
    const small = price({ lines: [{ productId: 'c', quantity: 1, unitPricePaise: 9_900, gstRate: 5 }] })
    expect(small.itemsPaise).toBeLessThan(FREE_SHIPPING_THRESHOLD_RUPEES * 100)
    expect(small.shippingPaise).toBe(0)
    expect(small.totalPaise).toBe(9_900)
    expect(price().shippingPaise).toBe(0)
  })

  it('adds no fee for cash on delivery: the same lines come to the same total', () => {
    const cod = price({ paymentMethod: 'COD' })
    const online = price({ paymentMethod: 'PHONEPE' })
    expect(cod.totalPaise).toBe(online.totalPaise)
    expect(cod.tax).toEqual(online.tax)
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
