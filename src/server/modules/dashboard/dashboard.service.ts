import type { Kysely } from 'kysely'
import {
  DASHBOARD_DAYS,
  LOW_STOCK_LIMIT,
  LOW_STOCK_THRESHOLD,
  SHOP_UTC_OFFSET_MINUTES,
  TOP_SELLERS_LIMIT,
} from '@common/constants'
import { paiseToRupees } from '@common/money'
import type { AdminStats, MonthGrowth } from '@common/schemas/admin-stats'
import type { Database } from '../../db/schema'
import { monthWindows, recentDays, type MonthFigures } from '../../shop-calendar'
import { dashboardOrderFigures } from '../orders'
import { lowStockProducts, productFigures } from '../products'
import { returnFigures } from '../returns'
import { customerFigures } from '../users'

/** This month against last month; no percentage when last month had nothing to compare with. */
export function growthOf(
  { current, previous }: MonthFigures,
  scale: (value: number) => number = (value) => value,
): MonthGrowth {
  return {
    current: scale(current),
    previous: scale(previous),
    percent: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10,
  }
}

/** A share as a fraction to four places (0.0525 is 5.25 %), or null when there is nothing to share out. */
export function rateOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000
}

/** The dashboard in one answer, composed from each module's own aggregates; `now` decides today and this month. */
export async function getAdminStats(db: Kysely<Database>, now: Date = new Date()): Promise<AdminStats> {
  const months = monthWindows(now, SHOP_UTC_OFFSET_MINUTES)
  const days = recentDays(now, DASHBOARD_DAYS, SHOP_UTC_OFFSET_MINUTES)
  const [{ orders, daily, topSellers, parcels }, products, customers, lowStock, returns] = await Promise.all([
    dashboardOrderFigures(db, {
      months,
      days,
      offsetMinutes: SHOP_UTC_OFFSET_MINUTES,
      topSellers: TOP_SELLERS_LIMIT,
    }),
    productFigures(db, months),
    customerFigures(db, months),
    lowStockProducts(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIMIT),
    returnFigures(db, new Date(days.start)),
  ])
  const dailyByDate = new Map(daily.map((figure) => [figure.date, figure]))
  return {
    success: true,
    totalSales: paiseToRupees(orders.totalSalesPaise),
    totalOrders: orders.totalOrders,
    totalProducts: products.total,
    totalUsers: customers.total,
    growth: {
      sales: growthOf(orders.salesPaise, paiseToRupees),
      orders: growthOf(orders.placed),
      products: growthOf(products),
      users: growthOf(customers),
    },
    daily: days.days.map((date) => {
      const figure = dailyByDate.get(date)
      return { date, revenue: paiseToRupees(figure?.revenuePaise ?? 0), orders: figure?.orders ?? 0 }
    }),
    lowStock,
    topSellers,
    returnsWaiting: returns.waiting,
    returnRate: rateOf(returns.requested, parcels.delivered),
    rtoRate: rateOf(parcels.codReturned, parcels.codShipped),
  }
}
