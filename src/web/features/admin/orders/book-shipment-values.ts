import type { FieldErrors, Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { bookShipmentInputSchema, type BookShipmentInput } from '@common/schemas/shipping'

/** What the inputs hold: the parcel's weight and sides as typed. */
export type ParcelFormValues = Record<keyof BookShipmentInput, string>

export const PARCEL_FIELDS = ['weightGrams', 'lengthCm', 'breadthCm', 'heightCm'] as const

export const EMPTY_PARCEL: ParcelFormValues = { weightGrams: '', lengthCm: '', breadthCm: '', heightCm: '' }

/** A number as typed, or nothing when blank (so the schema says "must be a number" rather than reading 0). */
function typedNumber(text: string): number | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}

export function toParcel(values: ParcelFormValues) {
  return Object.fromEntries(PARCEL_FIELDS.map((field) => [field, typedNumber(values[field])]))
}

type ParcelResolver = Resolver<ParcelFormValues, unknown, BookShipmentInput>

const schemaResolver = zodResolver(bookShipmentInputSchema)

/** The shared schema's rules (bookShipmentInputSchema), judged on the numbers the server will receive. */
export const parcelResolver: ParcelResolver = async (values, context, options) => {
  // The schema judges the converted body, whose shape it alone vouches for (hence the casts).
  const result = (await schemaResolver(toParcel(values) as never, context, options as never)) as Awaited<
    ReturnType<ParcelResolver>
  >
  return result.errors && Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as FieldErrors<ParcelFormValues> }
    : result
}

export function isParcelField(name: string | undefined): name is keyof ParcelFormValues {
  return (PARCEL_FIELDS as readonly (string | undefined)[]).includes(name)
}
