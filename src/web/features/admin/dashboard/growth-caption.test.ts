import { describe, expect, it } from 'vitest'
import { formatGrowthCaption, growthTrend } from './growth-caption'

describe('growth caption', () => {
  it('shows a rise with a plus sign and one decimal', () => {
    expect(formatGrowthCaption({ percent: 20.1 }, 'sales')).toBe('+20.1% from last month')
    expect(formatGrowthCaption({ percent: 150 }, 'orders')).toBe('+150.0% from last month')
    expect(formatGrowthCaption({ percent: 12.345 }, 'orders')).toBe('+12.3% from last month')
  })

  it('shows a fall with a minus sign', () => {
    expect(formatGrowthCaption({ percent: -5 }, 'products')).toBe('-5.0% from last month')
    expect(formatGrowthCaption({ percent: -33.36 }, 'customers')).toBe('-33.4% from last month')
  })

  it('shows +0.0% when this month equals the last, also for a fall too small to show', () => {
    expect(formatGrowthCaption({ percent: 0 }, 'sales')).toBe('+0.0% from last month')
    expect(formatGrowthCaption({ percent: -0.04 }, 'sales')).toBe('+0.0% from last month')
    expect(growthTrend({ percent: -0.04 })).toBe('flat')
  })

  it.each([
    ['sales', 'No sales last month'],
    ['products', 'No products last month'],
    ['customers', 'No customers last month'],
    ['orders', 'No orders last month'],
  ] as const)('says there were no %s last month when there is nothing to compare with', (subject, text) => {
    expect(formatGrowthCaption({ percent: null }, subject)).toBe(text)
    expect(growthTrend({ percent: null })).toBe('unknown')
  })

  it('points up for a rise and down for a fall', () => {
    expect(growthTrend({ percent: 0.06 })).toBe('up')
    expect(growthTrend({ percent: -12 })).toBe('down')
  })
})
