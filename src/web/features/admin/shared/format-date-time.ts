const dateTimeFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
})

/**
 * "9 Mar 2025, 12:00 pm" in India Standard Time, the shop's own clock (decision 0007), whatever the
 * admin's phone is set to; null for a missing or unreadable date.
 */
export function formatDateTime(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null
  const date = new Date(isoDate)
  return Number.isNaN(date.getTime()) ? null : dateTimeFormatter.format(date)
}
