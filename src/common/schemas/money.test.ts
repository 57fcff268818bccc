import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { MAX_AMOUNT_RUPEES, rupeesSchema } from './money'

/** The messages an amount is refused with (one: each check stops the ones after it), or its value when kept. */
function answer(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input)
  return parsed.success
    ? { kept: parsed.data }
    : { refused: parsed.error.issues.map((issue) => issue.message) }
}

describe('rupees in a request', () => {
  const amount = rupeesSchema('The amount')

  it('keeps amounts of whole paise as sent, floating point or not', () => {
    for (const rupees of [0.01, 0.1, 0.29, 19.99, 1234.56, 100.05, MAX_AMOUNT_RUPEES])
      expect(answer(amount, rupees)).toEqual({ kept: rupees })
  })

  it('refuses a third decimal, never rounding it', () => {
    expect(answer(amount, 100.005)).toEqual({
      refused: ['The amount can have at most 2 decimals (whole paise)'],
    })
    expect(answer(amount, 1.005)).toEqual({
      refused: ['The amount can have at most 2 decimals (whole paise)'],
    })
  })

  it('refuses a positive amount below one paisa, which would be kept as ₹0', () => {
    for (const rupees of [1e-9, 0.001, 0.009, 5e-324])
      expect(answer(amount, rupees)).toEqual({ refused: ['The amount must be at least ₹0.01 (one paisa)'] })
  })

  it('refuses nothing, less than nothing, too much and what is not a number, once each', () => {
    expect(answer(amount, 0)).toEqual({ refused: ['The amount must be more than ₹0'] })
    expect(answer(amount, -0.001)).toEqual({ refused: ['The amount must be more than ₹0'] })
    expect(answer(amount, MAX_AMOUNT_RUPEES + 0.01)).toEqual({
      refused: ['The amount must be at most ₹1,00,00,000'],
    })
    for (const input of ['12', null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(answer(amount, input)).toEqual({ refused: ['The amount must be a number'] })
  })

  it('takes 0 where nothing is an amount, and still no sliver of a paisa', () => {
    const refund = rupeesSchema('The refund', { allowZero: true })
    expect(answer(refund, 0)).toEqual({ kept: 0 })
    expect(answer(refund, -1)).toEqual({ refused: ['The refund cannot be negative'] })
    expect(answer(refund, 0.004)).toEqual({
      refused: ['The refund must be ₹0 or at least ₹0.01 (one paisa)'],
    })
  })

  it("speaks a field's own words where it has them, and reads numeric text when asked to", () => {
    const limit = rupeesSchema('Limit', {
      max: 500,
      messages: { type: (input) => (input === undefined ? 'Limit is required' : 'Limit must be a number') },
    })
    expect(answer(limit, undefined)).toEqual({ refused: ['Limit is required'] })
    expect(answer(limit, 'x')).toEqual({ refused: ['Limit must be a number'] })
    expect(answer(limit, 500.01)).toEqual({ refused: ['Limit must be at most ₹500'] })

    const query = rupeesSchema('amount', { coerce: true, allowZero: true })
    expect(answer(query, '1499.50')).toEqual({ kept: 1499.5 })
    expect(answer(query, '0.001')).toEqual({ refused: ['amount must be ₹0 or at least ₹0.01 (one paisa)'] })
    expect(answer(query, '100.005')).toEqual({
      refused: ['amount can have at most 2 decimals (whole paise)'],
    })
  })
})
