/**
 * Goods and Services Tax: the rates, GSTIN checks, the built-in HSN codes and rates per category, and how the
 * tax inside a price is split per order line (docs/decisions/0025-gst-tax-invoices.md). Pure and zod-free, so
 * the web app's entry chunk may import it.
 */
import type { ProductCategory } from './constants'

/** The slabs a product may be given since GST 2.0 (22 September 2025). */
export const GST_RATES = [0, 5, 18, 40] as const
export type GstRate = (typeof GST_RATES)[number]

/**
 * Slabs GST 2.0 removed on 22 September 2025. A product saved before may still hold one, and orders keep the rate
 * they were invoiced at, so they are read wherever a rate is read, but never saved anew.
 */
export const RETIRED_GST_RATES = [12, 28] as const
export type RetiredGstRate = (typeof RETIRED_GST_RATES)[number]

export function isGstRate(value: unknown): value is GstRate {
  return (GST_RATES as readonly unknown[]).includes(value)
}

export function isRetiredGstRate(value: unknown): value is RetiredGstRate {
  return (RETIRED_GST_RATES as readonly unknown[]).includes(value)
}

/** The Harmonised System of Nomenclature code on an invoice line: 4, 6 or 8 digits. */
export const HSN_CODE_PATTERN = /^(\d{4}|\d{6}|\d{8})$/

export interface CategoryTaxDefault {
  hsnCode: string
  gstRate: GstRate
}

/** What a product gets when it is created without its own HSN code and rate; the admin can change these. */
export const CATEGORY_TAX_DEFAULTS: Record<ProductCategory, CategoryTaxDefault> = {
  // Figures are "toys, dolls and scale models" (9503): 5 % since 22 September 2025, 12 % before.
  figures: { hsnCode: '9503', gstRate: 5 },
  // Keychains are acrylic or plastic articles (3926), at the standard 18 %.
  keychains: { hsnCode: '3926', gstRate: 18 },
  // Q Posket figures are collectible dolls, the same heading as other figures.
  qposket: { hsnCode: '9503', gstRate: 5 },
  // T-shirts and other knitted tops (6109) under ₹2,500 a piece are taxed at 5 %.
  clothing: { hsnCode: '6109', gstRate: 5 },
  // Bags, pouches and cases (4202) are taxed at 18 %.
  accessories: { hsnCode: '4202', gstRate: 18 },
  // Anything else the shop sells is merchandise of the toys heading until the admin says otherwise.
  other: { hsnCode: '9503', gstRate: 5 },
}

// ───────────────────────────── GSTIN ─────────────────────────────

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', checksum. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
/** Codes a GSTIN can start with: the states and union territories, 97 (other territory), 99 (centre). */
const GSTIN_STATE_CODES = new Set([
  ...Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')),
  '97',
  '99',
])

/** The 15th character of a GSTIN, computed from the first 14 by the GSTN's mod-36 scheme. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14[index]!)
    const product = value * (index % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!
}

/** A 15-character GSTIN in upper case with a known state code and a correct check character. */
export function isValidGstin(text: string): boolean {
  const match = GSTIN_SHAPE.exec(text)
  if (!match || !GSTIN_STATE_CODES.has(match[1]!)) return false
  return gstinCheckCharacter(text.slice(0, 14)) === text[14]
}

/** How a buyer types a GSTIN (spaces, lower case) to how it is stored and printed. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase()
}

// ───────────────────────────── the tax inside the prices ─────────────────────────────

export type SupplyType = 'intra-state' | 'inter-state'

export interface TaxLineInput {
  /** Unit price × quantity, tax included. */
  totalPaise: number
  rate: number
  /**
   * Whether the order's discount applies to this line: a code restricted to some categories or products is
   * taken off the lines it covers only. Every line when left out.
   */
  isDiscounted?: boolean
}

export interface TaxLine {
  /** This line's share of the order's discount. */
  discountPaise: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

export interface IncludedTax {
  lines: TaxLine[]
  discountPaise: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  /** cgst + sgst + igst: the order's taxPrice. */
  taxPaise: number
}

/** round(numerator / denominator), halves up, for non-negative integers, without floating point. */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator)
}

/**
 * The order discount shared over the lines in proportion to their totals by the largest remainder method, so
 * that the shares add up to the discount exactly; equal remainders go to the earlier line.
 */
export function shareDiscount(lineTotals: readonly number[], discountPaise: number): number[] {
  const total = lineTotals.reduce((sum, line) => sum + line, 0)
  if (discountPaise === 0 || total === 0) return lineTotals.map(() => 0)
  const discount = BigInt(discountPaise)
  const whole = BigInt(total)
  const shares = lineTotals.map((line) => {
    const exact = discount * BigInt(line)
    return { share: exact / whole, remainder: exact % whole }
  })
  let left = discount - shares.reduce((sum, line) => sum + line.share, 0n)
  const byRemainder = shares
    .map((line, index) => ({ index, remainder: line.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  for (const { index } of byRemainder) {
    if (left === 0n) break
    shares[index]!.share += 1n
    left -= 1n
  }
  return shares.map((line) => Number(line.share))
}

/**
 * The GST included in an order's lines: the discount shared over the lines it applies to, then per line the tax inside what is
 * left of it (gross), rounded to the paisa — CGST and SGST as two equal halves within the shop's state, IGST
 * outside it. The taxable value is what remains, so every line adds up to its gross exactly and the order's
 * figures are the sums of its lines.
 */
export function splitIncludedTax(input: {
  lines: readonly TaxLineInput[]
  discountPaise: number
  supplyType: SupplyType
}): IncludedTax {
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.totalPaise) || line.totalPaise < 0)
      throw new RangeError('A line total must be whole, non-negative paise')
    if (!Number.isInteger(line.rate) || line.rate < 0 || line.rate > 100)
      throw new RangeError('A GST rate must be a whole percentage')
  }
  // A line the discount does not cover takes no share of it: it counts as nothing in the sharing.
  const discountedTotals = input.lines.map((line) => (line.isDiscounted === false ? 0 : line.totalPaise))
  const discountedPaise = discountedTotals.reduce((sum, total) => sum + total, 0)
  if (
    !Number.isSafeInteger(input.discountPaise) ||
    input.discountPaise < 0 ||
    input.discountPaise > discountedPaise
  )
    throw new RangeError('The discount must be whole paise, at most the total of the lines it covers')

  const discounts = shareDiscount(discountedTotals, input.discountPaise)
  const lines = input.lines.map((line, index): TaxLine => {
    const discountPaise = discounts[index]!
    const gross = BigInt(line.totalPaise - discountPaise)
    const rate = BigInt(line.rate)
    if (input.supplyType === 'intra-state') {
      const half = Number(divideRoundingHalfUp(gross * rate, 2n * (100n + rate)))
      return {
        discountPaise,
        taxablePaise: Number(gross) - 2 * half,
        cgstPaise: half,
        sgstPaise: half,
        igstPaise: 0,
      }
    }
    const igst = Number(divideRoundingHalfUp(gross * rate, 100n + rate))
    return { discountPaise, taxablePaise: Number(gross) - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst }
  })
  const sum = (field: keyof TaxLine) => lines.reduce((total, line) => total + line[field], 0)
  const cgstPaise = sum('cgstPaise')
  const sgstPaise = sum('sgstPaise')
  const igstPaise = sum('igstPaise')
  return {
    lines,
    discountPaise: sum('discountPaise'),
    taxablePaise: sum('taxablePaise'),
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise: cgstPaise + sgstPaise + igstPaise,
  }
}

/** What an order charges besides its goods, each a line of its own on the tax invoice. */
export const ORDER_CHARGES = ['shipping', 'cod-fee'] as const
export type OrderCharge = (typeof ORDER_CHARGES)[number]
/** How an invoice, a credit note and a mail name each charge. */
export const ORDER_CHARGE_NAMES: Record<OrderCharge, string> = {
  shipping: 'Shipping',
  'cod-fee': 'Cash on delivery fee',
}

/** A charge's GST: its amount (tax included) at the rate of the order's goods, never discounted. */
export interface ChargeTaxLine extends TaxLine {
  charge: OrderCharge
  grossPaise: number
  rate: number
}

/**
 * The GST inside shipping and the cash-on-delivery fee: they go with the goods as one supply, so each is taxed
 * at the highest rate among the order's lines (0 with no lines), with the tax inside its amount worked out as a
 * line's is (CGST and SGST halves or IGST, rounded to the paisa). A charge of 0 has no line.
 */
export function chargesTax(input: {
  shippingPaise: number
  codFeePaise: number
  lineRates: readonly number[]
  supplyType: SupplyType
}): ChargeTaxLine[] {
  const rate = Math.max(0, ...input.lineRates)
  const charges = (
    [
      ['shipping', input.shippingPaise],
      ['cod-fee', input.codFeePaise],
    ] as const
  ).filter(([, grossPaise]) => grossPaise > 0)
  const tax = splitIncludedTax({
    lines: charges.map(([, grossPaise]) => ({ totalPaise: grossPaise, rate, isDiscounted: false })),
    discountPaise: 0,
    supplyType: input.supplyType,
  })
  return charges.map(([charge, grossPaise], index) => ({ charge, grossPaise, rate, ...tax.lines[index]! }))
}
