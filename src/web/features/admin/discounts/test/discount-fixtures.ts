import type { Discount } from '@common/schemas/discount'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'
import { mockAdminApi } from '../../shared/test/mock-admin-api'

let nextId = 1

/** A discount as GET /api/discounts answers it: 20% off, active, no conditions. */
export function makeDiscount(overrides: Partial<Discount> = {}): Discount {
  const id = `6600000000000000000d${String(nextId++).padStart(4, '0')}`
  return {
    _id: id,
    code: 'DIWALI20',
    description: '',
    type: 'percentage',
    value: 20,
    minOrderValue: null,
    maxDiscount: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    categories: [],
    productIds: [],
    isActive: true,
    timesUsed: 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  }
}

export const discountList = (discounts: Discount[]) => () => jsonResponse(200, { success: true, discounts })

/** The admin signed in and the API faked: the discounts list plus `routes`. */
export function mockDiscountsApi(
  discounts: Discount[],
  routes: Record<string, ApiHandler | ApiHandler[]> = {},
) {
  return mockAdminApi({ 'GET /api/discounts': discountList(discounts), ...routes })
}
