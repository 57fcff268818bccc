import { describe, expect, it } from 'vitest'
import type { StockMovementReason } from '@common/schemas/stock'
import { formatStockChange, movementActorLabel, movementOrder, stockBefore } from './stock-movement-display'

const orderId = '75c8e1d3b2c3d4e5f6a7b8c9'

describe('stock movement display', () => {
  it('works the stock before out of what the movement left and changed', () => {
    expect(stockBefore({ change: 12, stockAfter: 19 })).toBe(7)
    expect(stockBefore({ change: -3, stockAfter: 0 })).toBe(3)
    expect(stockBefore({ change: 5, stockAfter: 5 })).toBe(0)
  })

  it('signs every change, with a true minus sign, grouped the Indian way', () => {
    expect(formatStockChange(12)).toBe('+12')
    expect(formatStockChange(-3)).toBe('\u22123')
    expect(formatStockChange(150000)).toBe('+1,50,000')
    expect(formatStockChange(0)).toBe('0')
  })

  it('links the order behind an order, a cancellation, an expired hold, a return and a return to origin', () => {
    const linked: StockMovementReason[] = ['order', 'cancel', 'hold-expired', 'return', 'return-to-origin']
    for (const reason of linked)
      expect(movementOrder({ reason, orderId })).toEqual({
        path: `/admin/orders/${orderId}`,
        label: 'Order #75C8E1D3',
      })
    expect(movementOrder({ reason: 'order' })).toBeNull()
    expect(movementOrder({ reason: 'adjustment:received', orderId })).toBeNull()
  })

  it('names the person who moved the stock, or says honestly who did when nobody signed in did', () => {
    const actor = { _id: '64b7f0c2a1b2c3d4e5f6071a', email: 'staff@example.com' }
    expect(movementActorLabel({ reason: 'adjustment:damaged', actor })).toBe('staff@example.com')
    expect(movementActorLabel({ reason: 'order', actor })).toBe('staff@example.com')
    expect(movementActorLabel({ reason: 'order' })).toBe('The shopper')
    expect(movementActorLabel({ reason: 'cancel' })).toBe('The shopper, or the shop automatically')
    expect(movementActorLabel({ reason: 'hold-expired' })).toBe('The shop, automatically')
    expect(movementActorLabel({ reason: 'import' })).toBe('Command line')
    expect(movementActorLabel({ reason: 'opening' })).toBe('The shop')
  })
})
