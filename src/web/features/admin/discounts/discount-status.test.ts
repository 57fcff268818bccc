import { describe, expect, it } from 'vitest'
import { discountStatus } from './discount-status'
import { makeDiscount } from './test/discount-fixtures'

const now = new Date('2025-03-10T06:00:00.000Z')

describe('discountStatus', () => {
  it.each([
    ['active', {}],
    ['paused', { isActive: false }],
    ['scheduled', { startsAt: '2025-03-11T00:00:00.000Z' }],
    ['expired', { endsAt: '2025-03-10T06:00:00.000Z' }],
    ['used-up', { usageLimit: 100, timesUsed: 100 }],
    ['expired', { isActive: false, endsAt: '2025-03-01T00:00:00.000Z' }],
    ['used-up', { isActive: false, usageLimit: 5, timesUsed: 5 }],
    ['paused', { isActive: false, startsAt: '2025-03-11T00:00:00.000Z' }],
    ['active', { startsAt: '2025-03-10T06:00:00.000Z', usageLimit: 100, timesUsed: 12 }],
  ] as const)('is %s for %o', (status, overrides) => {
    expect(discountStatus(makeDiscount(overrides), now)).toBe(status)
  })
})
