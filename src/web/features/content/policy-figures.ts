import { formatRupees } from '@common/money'

/*
 * The admin's settings as the policy pages say them: a window in days or hours (decimals allowed) in words, and an
 * amount in rupees without paise when it has none, as the rest of the page writes "₹500".
 */

const UNIT_MINUTES = { day: 24 * 60, hour: 60, minute: 1 } as const
type Unit = keyof typeof UNIT_MINUTES
const UNITS = Object.keys(UNIT_MINUTES) as Unit[]

const counted = (count: number, unit: Unit) => `${count} ${unit}${count === 1 ? '' : 's'}`

/**
 * A span from `largest` down, in at most two units ("7 days", "7 days and 12 hours", "1 hour and 30 minutes"),
 * rounded to the minute and never under one. A third unit is left off, so the words never promise more time than
 * the setting gives.
 */
function formatSpan(totalMinutes: number, largest: Unit): string {
  let left = Math.max(1, Math.round(totalMinutes))
  const parts: string[] = []
  for (const unit of UNITS.slice(UNITS.indexOf(largest))) {
    const count = Math.floor(left / UNIT_MINUTES[unit])
    left -= count * UNIT_MINUTES[unit]
    if (count > 0) parts.push(counted(count, unit))
  }
  return parts.slice(0, 2).join(' and ')
}

/** The return window: 10 → "10 days", 7.5 → "7 days and 12 hours", 0.5 → "12 hours". */
export function formatDays(days: number): string {
  return formatSpan(days * UNIT_MINUTES.day, 'day')
}

/** The confirmation window, in hours as the admin set it: 48 → "48 hours", 1.5 → "1 hour and 30 minutes". */
export function formatHours(hours: number): string {
  return formatSpan(hours * UNIT_MINUTES.hour, 'hour')
}

/** "₹5,000", "₹4,999.50": rupees with their paise only when there are some. */
export function formatRupeesShort(rupees: number): string {
  return formatRupees(rupees).replace(/\.00$/, '')
}
