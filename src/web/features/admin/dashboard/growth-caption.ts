import type { MonthGrowth } from '@common/schemas/admin-stats'

/** What a stat card counts, as its "No … last month" caption names it. */
export type GrowthSubject = 'sales' | 'products' | 'customers' | 'orders'

export type GrowthTrend = 'up' | 'down' | 'flat' | 'unknown'

/** The percentage as the caption shows it: one decimal, so −0.04 reads as no change, not "-0.0%". */
function shownPercent(percent: number): number {
  const rounded = Math.round(percent * 10) / 10
  return rounded === 0 ? 0 : rounded
}

/**
 * "+20.1% from last month", "-5.0% from last month", "+0.0% from last month"; with nothing last month
 * (`percent` null) there is no percentage to give: "No sales last month".
 */
export function formatGrowthCaption(growth: Pick<MonthGrowth, 'percent'>, subject: GrowthSubject): string {
  if (growth.percent === null) return `No ${subject} last month`
  const percent = shownPercent(growth.percent)
  const sign = percent < 0 ? '-' : '+'
  return `${sign}${Math.abs(percent).toFixed(1)}% from last month`
}

/** Which way the caption points, for its colour and arrow. */
export function growthTrend(growth: Pick<MonthGrowth, 'percent'>): GrowthTrend {
  if (growth.percent === null) return 'unknown'
  const percent = shownPercent(growth.percent)
  return percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat'
}
