import { SHOP_UTC_OFFSET_MINUTES } from '@common/constants'

const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/*
 * A datetime-local input has no time zone: the owner types the shop's own clock, India Standard Time, whatever
 * the admin's computer is set to. IST has no daylight saving, so one fixed offset converts both ways.
 */

/** "2025-03-10T09:00" (IST) → "2025-03-10T03:30:00.000Z"; null for an empty field, the text itself when unreadable. */
export function shopLocalToIso(local: string): string | null {
  const text = local.trim()
  if (text === '') return null
  if (!LOCAL_DATE_TIME.test(text)) return text
  const utc = Date.parse(`${text}:00Z`)
  return Number.isNaN(utc) ? text : new Date(utc - OFFSET_MS).toISOString()
}

/** "2025-03-10T03:30:00.000Z" → "2025-03-10T09:00", the value a datetime-local input shows in IST. */
export function isoToShopLocal(iso: string | null): string {
  if (!iso) return ''
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : new Date(time + OFFSET_MS).toISOString().slice(0, 16)
}

const offsetText = (() => {
  const minutes = Math.abs(SHOP_UTC_OFFSET_MINUTES)
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0')
  return `${SHOP_UTC_OFFSET_MINUTES < 0 ? '-' : '+'}${hours}:${String(minutes % 60).padStart(2, '0')}`
})()

/** "2026-11-30T13:00:00.000Z" → "2026-11-30T18:30:00+05:30": the same moment, written on the shop's clock. */
export function isoWithShopOffset(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  return `${new Date(time + OFFSET_MS).toISOString().slice(0, 19)}${offsetText}`
}
