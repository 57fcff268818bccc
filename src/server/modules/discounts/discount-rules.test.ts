import { describe, expect, it } from 'vitest'
import { DISCOUNT_MESSAGES } from '@common/schemas/discount'
import { evaluateDiscount, type DiscountRule } from './discount-rules'

const NOW = new Date('2026-11-24T10:00:00.000Z')
const rule = (fields: Partial<DiscountRule> = {}): DiscountRule => ({
  type: 'percentage',
  value: 15,
  min_order_paise: null,
  max_discount_paise: null,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: null,
  categories: '[]',
  product_ids: '[]',
  is_active: 1,
  times_used: 0,
  ...fields,
})
const line = (unitPricePaise: number, quantity = 1, category = 'figures') => ({
  productId: `p${unitPricePaise}`,
  category,
  quantity,
  unitPricePaise,
})

describe('evaluateDiscount', () => {
  it('rounds a percentage down to the paisa and never takes off more than the covered lines', () => {
    // 15 % of ₹333.33 is ₹49.9995: the shopper is given ₹49.99, never a paisa the shop did not mean.
    expect(evaluateDiscount(rule(), { lines: [line(33_333)], usesByCustomer: 0, now: NOW })).toEqual({
      ok: true,
      discountPaise: 4_999,
      coveredProductIds: ['p33333'],
    })
    expect(
      evaluateDiscount(rule({ type: 'fixed', value: 90_000 }), {
        lines: [line(50_000)],
        usesByCustomer: 0,
        now: NOW,
      }),
    ).toEqual({ ok: true, discountPaise: 50_000, coveredProductIds: ['p50000'] })
  })

  it('names the lines a category-restricted code covers, and takes its discount off those alone', () => {
    const verdict = evaluateDiscount(rule({ type: 'fixed', value: 50_000, categories: '["keychains"]' }), {
      lines: [line(100_000, 1, 'keychains'), line(90_000, 1, 'figures')],
      usesByCustomer: 0,
      now: NOW,
    })
    expect(verdict).toEqual({ ok: true, discountPaise: 50_000, coveredProductIds: ['p100000'] })
  })

  it('ends exactly at its end time and starts exactly at its start time', () => {
    const at = (iso: string) => ({ lines: [line(10_000)], usesByCustomer: 0, now: new Date(iso) })
    const window = rule({ starts_at: '2026-11-24T10:00:00.000Z', ends_at: '2026-11-24T12:00:00.000Z' })
    expect(evaluateDiscount(window, at('2026-11-24T09:59:59.999Z'))).toEqual({
      ok: false,
      message: DISCOUNT_MESSAGES.notStarted,
    })
    expect(evaluateDiscount(window, at('2026-11-24T10:00:00.000Z')).ok).toBe(true)
    expect(evaluateDiscount(window, at('2026-11-24T12:00:00.000Z'))).toEqual({
      ok: false,
      message: DISCOUNT_MESSAGES.expired,
    })
  })

  it('says a paused code is paused before anything about the cart', () => {
    expect(
      evaluateDiscount(rule({ is_active: 0, min_order_paise: 1_000_000 }), {
        lines: [line(100)],
        usesByCustomer: 0,
        now: NOW,
      }),
    ).toEqual({ ok: false, message: DISCOUNT_MESSAGES.paused })
  })
})
