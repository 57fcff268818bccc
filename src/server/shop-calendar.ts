import { DASHBOARD_DAYS, SHOP_UTC_OFFSET_MINUTES } from '@common/constants'

/**
 * The shop's calendar: its days and months begin at midnight India Standard Time, a fixed offset from UTC.
 * Boundaries are answered as ISO-8601 UTC text, the form every time column is stored in, so that a range
 * over a time column is a plain text comparison on both databases.
 */

/** [previousStart, currentStart) is last month, [currentStart, nextStart) this month. */
export type MonthWindows = { previousStart: string; currentStart: string; nextStart: string }
export type MonthFigures = { current: number; previous: number }

/** The last `days.length` shop days, oldest first, and the instants where the first starts and the last ends. */
export type DayWindow = { days: string[]; start: string; end: string }

const MINUTE_MS = 60_000

function shopClock(now: Date, offsetMinutes: number) {
  const local = new Date(now.getTime() + offsetMinutes * MINUTE_MS)
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() }
}

/** Midnight of a shop-calendar date as a UTC instant; Date.UTC carries days and months over by itself. */
function shopMidnight(year: number, month: number, day: number, offsetMinutes: number): Date {
  return new Date(Date.UTC(year, month, day) - offsetMinutes * MINUTE_MS)
}

export function monthWindows(now: Date, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): MonthWindows {
  const { year, month } = shopClock(now, offsetMinutes)
  return {
    previousStart: shopMidnight(year, month - 1, 1, offsetMinutes).toISOString(),
    currentStart: shopMidnight(year, month, 1, offsetMinutes).toISOString(),
    nextStart: shopMidnight(year, month + 1, 1, offsetMinutes).toISOString(),
  }
}

export function recentDays(
  now: Date,
  count = DASHBOARD_DAYS,
  offsetMinutes = SHOP_UTC_OFFSET_MINUTES,
): DayWindow {
  const { year, month, day } = shopClock(now, offsetMinutes)
  const days = Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month, day - (count - 1) + index)).toISOString().slice(0, 10),
  )
  return {
    days,
    start: shopMidnight(year, month, day - (count - 1), offsetMinutes).toISOString(),
    end: shopMidnight(year, month, day + 1, offsetMinutes).toISOString(),
  }
}

/** `YYYY-MM-DD` of the shop's today. */
export function shopDate(now: Date, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): string {
  return new Date(now.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10)
}

/** `YYYY-MM-DD HH:MM:SS` in the shop's time, for people reading a spreadsheet. */
export function shopDateTime(iso: string, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): string {
  const local = new Date(new Date(iso).getTime() + offsetMinutes * MINUTE_MS).toISOString()
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * "24 Nov 2026": the day in the shop's calendar (India), spelled out so nobody misreads 04/11 as April or
 * November. Built by hand because Intl's short months differ between ICU versions ("Sep" or "Sept").
 */
export function spelledShopDate(iso: string): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return iso
  const [year, month, day] = shopDate(instant).split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/** "24 Nov 2026, 5:30 pm IST": a moment, to the minute, in the shop's time (mails, a launch's time). */
export function spelledShopDateTime(iso: string): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return iso
  const local = new Date(instant.getTime() + SHOP_UTC_OFFSET_MINUTES * MINUTE_MS)
  const hours = local.getUTCHours()
  const minutes = String(local.getUTCMinutes()).padStart(2, '0')
  return `${spelledShopDate(iso)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`
}

/**
 * The Indian financial year (1 April to 31 March) an instant falls in, in the shop's time (IST): '2026-27'.
 * 31 March 23:59 IST is still 2025-26; 1 April 00:00 IST starts 2026-27.
 */
export function financialYearOf(instant: Date, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000)
  const year = local.getUTCFullYear()
  const startYear = local.getUTCMonth() >= 3 ? year : year - 1
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`
}

/** A shop-calendar month ('2026-11') as the instants it starts and ends at: [start, end) in IST. */
export function shopMonthWindow(
  month: string,
  offsetMinutes = SHOP_UTC_OFFSET_MINUTES,
): { start: string; end: string } {
  const [year, monthNumber] = month.split('-').map(Number)
  return {
    start: shopMidnight(year!, monthNumber! - 1, 1, offsetMinutes).toISOString(),
    end: shopMidnight(year!, monthNumber!, 1, offsetMinutes).toISOString(),
  }
}

/** "05-Nov-2026": the day in the shop's calendar as the GST offline tool's sheets write dates (dd-mmm-yyyy). */
export function gstSheetDate(iso: string): string {
  const [year, month, day] = shopDate(new Date(iso)).split('-')
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`
}
