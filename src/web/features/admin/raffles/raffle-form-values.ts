import { SHOP_UTC_OFFSET_MINUTES } from '@common/constants'
import { createRaffleInputSchema, type CreateRaffleInput } from '@common/schemas/raffle'
import { isoWithShopOffset } from '../shared/shop-date-time'

/** What the raffle form holds: the times as a datetime-local input gives them, on the shop's clock (IST). */
export interface RaffleFormValues {
  opensAt: string
  closesAt: string
  units: string
}

export type RaffleFormErrors = Partial<Record<keyof RaffleFormValues, string>>

export const newRaffleFormValues = (): RaffleFormValues => ({ opensAt: '', closesAt: '', units: '1' })

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/

/**
 * "2026-11-30T18:30" typed in IST → "2026-11-30T18:30:00+05:30": the moment with the shop's offset, as the server
 * asks for it; seconds are kept when the field gives them. Empty or unreadable text is sent as typed, for the
 * schema to refuse with its own message.
 */
export function shopLocalWithOffset(local: string): string {
  const text = local.trim()
  if (!LOCAL_DATE_TIME.test(text)) return text
  const asUtc = Date.parse(`${text.length === 16 ? `${text}:00` : text}Z`)
  if (Number.isNaN(asUtc)) return text
  return isoWithShopOffset(new Date(asUtc - SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString())
}

/** The form as the server takes it, checked by the shared schema: its messages under the fields they concern. */
export function readRaffleForm(
  values: RaffleFormValues,
): { input: CreateRaffleInput; errors?: never } | { input?: never; errors: RaffleFormErrors } {
  const opensAt = shopLocalWithOffset(values.opensAt)
  const closesAt = shopLocalWithOffset(values.closesAt)
  const units = values.units.trim() === '' ? Number.NaN : Number(values.units)
  const result = createRaffleInputSchema.safeParse({ opensAt, closesAt, units })
  // The schema turns the times into UTC; the offset form is what is sent, as the admin typed it.
  if (result.success) return { input: { opensAt, closesAt, units: result.data.units } }
  const errors: RaffleFormErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if ((field === 'opensAt' || field === 'closesAt' || field === 'units') && !errors[field]) {
      errors[field] = issue.message
    }
  }
  return { errors }
}
