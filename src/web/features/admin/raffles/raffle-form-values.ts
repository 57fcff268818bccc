import { SHOP_UTC_OFFSET_MINUTES } from '@common/constants'
import { createRaffleInputSchema, type CreateRaffleInput } from '@common/schemas/raffle'
import { isoWithShopOffset } from '../shared/shop-date-time'

/**
 * What the raffle form holds: the times as a datetime-local input gives them, on the shop's clock (IST), and for a
 * product with options the id of the variant raffled ('' until one is chosen).
 */
export interface RaffleFormValues {
  variant: string
  opensAt: string
  closesAt: string
  units: string
}

export type RaffleFormErrors = Partial<Record<keyof RaffleFormValues, string>>

export const newRaffleFormValues = (): RaffleFormValues => ({
  variant: '',
  opensAt: '',
  closesAt: '',
  units: '1',
})

/**
 * A product with options raffles one of its variants: the server refuses a raffle that names none, so the form asks
 * before sending. Whether the product has options is the page's to know, not the shared schema's.
 */
export const RAFFLE_VARIANT_REQUIRED = 'Choose the variant to raffle'

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

/**
 * The form as the server takes it, checked by the shared schema: its messages under the fields they concern. With
 * `hasVariants` (a product with options) the variant chosen is sent and required; without, none is sent.
 */
export function readRaffleForm(
  values: Omit<RaffleFormValues, 'variant'> & { variant?: string },
  { hasVariants = false }: { hasVariants?: boolean } = {},
): { input: CreateRaffleInput; errors?: never } | { input?: never; errors: RaffleFormErrors } {
  const variant = hasVariants && values.variant ? values.variant : undefined
  const opensAt = shopLocalWithOffset(values.opensAt)
  const closesAt = shopLocalWithOffset(values.closesAt)
  const units = values.units.trim() === '' ? Number.NaN : Number(values.units)
  const result = createRaffleInputSchema.safeParse({ variant, opensAt, closesAt, units })
  const errors: RaffleFormErrors = {}
  if (hasVariants && variant === undefined) errors.variant = RAFFLE_VARIANT_REQUIRED
  // The schema turns the times into UTC; the offset form is what is sent, as the admin typed it.
  if (result.success && !errors.variant) {
    return {
      input: { ...(variant !== undefined && { variant }), opensAt, closesAt, units: result.data.units },
    }
  }
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0]
    if (
      (field === 'variant' || field === 'opensAt' || field === 'closesAt' || field === 'units') &&
      !errors[field]
    ) {
      errors[field] = issue.message
    }
  }
  return { errors }
}
