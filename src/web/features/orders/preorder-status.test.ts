import { describe, expect, it } from 'vitest'
import type { OrderPreorder } from '@common/schemas/preorder'
import { orderItem, placedOrder } from '../../test/order-fixtures'
import { isAwaitingRelease, preorderStatusText } from './preorder-status'

const awaiting: OrderPreorder = {
  productId: 'b2b2b2b2b2b2b2b2b2b2b2b2',
  status: 'awaiting',
  expectedRelease: '2027-03-15',
  allocatedQuantity: null,
}

/** A paid pre-order of two units. */
const preorderOf = (preorder: OrderPreorder, overrides: Parameters<typeof placedOrder>[0] = {}) =>
  placedOrder({
    paymentMethod: 'PHONEPE',
    isPaid: true,
    status: 'processing',
    orderItems: [orderItem({ qty: 2, quantity: 2 })],
    preorder,
    ...overrides,
  })

describe("a pre-order's status line", () => {
  it('says nothing of an order that is not a pre-order', () => {
    expect(preorderStatusText(placedOrder())).toBeNull()
    expect(isAwaitingRelease(placedOrder())).toBe(false)
  })

  it('gives the month its buyer was last told while it awaits its release', () => {
    expect(preorderStatusText(preorderOf(awaiting))).toBe('Pre-order — expected March 2027')
    expect(preorderStatusText(preorderOf({ ...awaiting, expectedRelease: null }))).toBe(
      'Pre-order — awaiting its release',
    )
    expect(isAwaitingRelease(preorderOf(awaiting))).toBe(true)
  })

  it('says what the release gave it: all of it, or part with the rest refunded', () => {
    const allocated = { ...awaiting, status: 'allocated' as const }
    expect(preorderStatusText(preorderOf({ ...allocated, allocatedQuantity: 2 }))).toBe(
      'Pre-order released: allocated to you and on its way to shipping',
    )
    expect(preorderStatusText(preorderOf({ ...allocated, allocatedQuantity: 1 }))).toBe(
      'Pre-order released: 1 of 2 units allocated; the rest refunded',
    )
    // Not paid (still in its payment hold at the release): nothing was refunded.
    expect(preorderStatusText(preorderOf({ ...allocated, allocatedQuantity: 1 }, { isPaid: false }))).toBe(
      'Pre-order released: 1 of 2 units allocated',
    )
    expect(isAwaitingRelease(preorderOf({ ...allocated, allocatedQuantity: 2 }))).toBe(false)
  })

  it('only names a cancelled pre-order: its expected date no longer holds', () => {
    const cancelled = preorderOf(awaiting, { status: 'cancelled', cancelledAt: '2026-11-26T10:00:00.000Z' })
    expect(preorderStatusText(cancelled)).toBe('Pre-order')
    expect(isAwaitingRelease(cancelled)).toBe(false)
  })
})
