import type { AdminStats, DailyFigure } from '@common/schemas/admin-stats'
import { makeProduct } from '../../../../lib/products/product-test-fixtures'

/** Thirty days ending 30 March 2025, quiet except for two days. */
function thirtyDays(): DailyFigure[] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = `2025-03-${String(index + 1).padStart(2, '0')}`
    if (date === '2025-03-09') return { date, revenue: 5348, orders: 2 }
    if (date === '2025-03-28') return { date, revenue: 1299.5, orders: 1 }
    return { date, revenue: 0, orders: 0 }
  })
}

/** A GET /admin/stats answer, for tests. */
export function makeAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    success: true,
    totalSales: 124999.5,
    totalOrders: 48,
    totalProducts: 36,
    totalUsers: 1250,
    growth: {
      sales: { current: 6647.5, previous: 5534.95, percent: 20.1 },
      orders: { current: 3, previous: 4, percent: -25 },
      products: { current: 2, previous: 2, percent: 0 },
      users: { current: 5, previous: 0, percent: null },
    },
    daily: thirtyDays(),
    lowStock: [
      makeProduct({ _id: '650000000000000000000a02', name: 'Luffy Keychain', stock: 3 }),
      makeProduct({ _id: '650000000000000000000a01', name: 'Nezuko Figure', stock: 1, images: [] }),
    ],
    topSellers: [
      {
        product: { _id: '650000000000000000000b01', name: 'Gojo Satoru Figure', image: '/media/gojo.webp' },
        quantity: 7,
        revenue: 20993,
      },
      {
        product: { _id: '650000000000000000000b02', name: 'Tanjiro Keychain', image: '' },
        quantity: 4,
        revenue: 1596,
      },
    ],
    returnsWaiting: 3,
    returnRate: 0.0523,
    rtoRate: 0.125,
    ...overrides,
  }
}
