// Calendar dates, not instants: formatted in UTC so that the date the server named is the date shown, whatever
// the browser's time zone. Made on first use: the first Intl formatter loads its locale's data, a long moment of a
// phone's main thread that the product page would otherwise spend on loading, before any estimate is shown.
let deliveryDayFormatter: Intl.DateTimeFormat | undefined

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** '2026-11-26' → 'Thu, 26 Nov'; anything else is shown as it came. */
export function formatDeliveryDay(isoDate: string): string {
  const match = ISO_DATE_PATTERN.exec(isoDate)
  if (!match) return isoDate
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (Number.isNaN(date.getTime())) return isoDate
  deliveryDayFormatter ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  return deliveryDayFormatter.format(date)
}

/** 'Thu, 26 Nov – Sat, 28 Nov', or one day when the earliest and latest dates are the same. */
export function formatDeliveryWindow(earliest: string, latest: string): string {
  const first = formatDeliveryDay(earliest)
  const last = formatDeliveryDay(latest)
  return first === last ? first : `${first} – ${last}`
}
