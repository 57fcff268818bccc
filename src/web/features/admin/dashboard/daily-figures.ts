import type { DailyFigure } from '@common/schemas/admin-stats'

// The server's days are already the shop's (IST) calendar days as `YYYY-MM-DD`; reading them at UTC midnight
// and formatting in UTC keeps the same day whatever the browser's time zone.
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const compactRupees = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 })

function dayDate(day: string): Date | undefined {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** "9 Mar", for the chart's axis. */
export function formatShortDay(day: string): string {
  const date = dayDate(day)
  return date ? shortDay.format(date) : day
}

/** "9 March 2025", for the tooltip and the table. */
export function formatLongDay(day: string): string {
  const date = dayDate(day)
  return date ? longDay.format(date) : day
}

/** "₹1.2L": rupees short enough for an axis on a phone, in the Indian lakh and crore units. */
export function formatCompactRupees(rupees: number): string {
  return `₹${compactRupees.format(rupees)}`
}

export interface DailySummary {
  revenue: number
  orders: number
  /** The day with the most revenue, or undefined when nothing was sold. */
  bestDay: DailyFigure | undefined
}

/** The period's totals and best day, for the chart's written summary. */
export function summarizeDailyFigures(daily: readonly DailyFigure[]): DailySummary {
  let revenuePaise = 0
  let orders = 0
  let bestDay: DailyFigure | undefined
  for (const day of daily) {
    // Summed in paise so thirty days of rupee amounts do not drift by fractions of a paisa.
    revenuePaise += Math.round(day.revenue * 100)
    orders += day.orders
    if (day.revenue > 0 && (!bestDay || day.revenue > bestDay.revenue)) bestDay = day
  }
  return { revenue: revenuePaise / 100, orders, bestDay }
}
