import type { Product } from './product'

const SECOND_MS = 1_000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

// Made on first use: pages that never show a launch (the home page among them) neither build nor carry it.
let launchTimeFormatter: Intl.DateTimeFormat | undefined
const launchTimeParts = (time: number) =>
  (launchTimeFormatter ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })).formatToParts(time)

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * "2d 04h 13m 09s" for the time left before a launch; the days are left out on the last day ("04h 13m 09s").
 * Rounded up to the second, so the countdown shows 00s only when the moment has come.
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / SECOND_MS)) * SECOND_MS
  const days = Math.floor(total / DAY_MS)
  const hours = Math.floor((total % DAY_MS) / HOUR_MS)
  const minutes = Math.floor((total % HOUR_MS) / MINUTE_MS)
  const seconds = Math.floor((total % MINUTE_MS) / SECOND_MS)
  const clock = `${twoDigits(hours)}h ${twoDigits(minutes)}m ${twoDigits(seconds)}s`
  return days > 0 ? `${days}d ${clock}` : clock
}

/**
 * "Mon, 30 Nov 2026, 6:30 pm IST": a launch is announced on the shop's own clock, India Standard Time, whatever
 * the shopper's phone is set to; null for a missing or unreadable time.
 */
export function formatLaunchTime(iso: string | null | undefined): string | null {
  if (!iso) return null
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return null
  // Put together from the parts: ICU's own en-IN pattern puts a comma between the month and the year.
  const part = Object.fromEntries(launchTimeParts(time).map(({ type, value }) => [type, value])) as Record<
    Intl.DateTimeFormatPartTypes,
    string | undefined
  >
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod?.toLowerCase()} IST`
}

/** When the notify list may order: `earlyAccessMinutes` before the launch; null without early access. */
export function earlyAccessStart(product: Pick<Product, 'liveAt' | 'earlyAccessMinutes'>): string | null {
  if (!product.liveAt || product.earlyAccessMinutes <= 0) return null
  const launch = Date.parse(product.liveAt)
  if (Number.isNaN(launch)) return null
  return new Date(launch - product.earlyAccessMinutes * MINUTE_MS).toISOString()
}

/** A product shown before its launch: scheduled (the shop answers one only when its teaser page is on). */
export function isTeaser(product: Pick<Product, 'status'>): boolean {
  return product.status === 'scheduled'
}
