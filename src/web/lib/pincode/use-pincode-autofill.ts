import { useEffect, useEffectEvent, useRef } from 'react'
import type { PincodePlace } from './pincode-api'
import { formatPlace, stateNameOf } from './place-name'
import { usePincodePlace } from './use-pincode-place'

export const UNKNOWN_PIN_CODE_WARNING =
  'We could not find this PIN code — please check it, or fill in the city and state yourself'

export type PlaceField = 'city' | 'state'

interface PincodeAutofillOptions {
  /** What the shopper has typed in the PIN code field. */
  postalCode: string
  /** The current value of the city or state field. */
  read: (field: PlaceField) => string
  /** Puts a value in the city or state field, as if the shopper had typed it. */
  fill: (field: PlaceField, value: string) => void
}

export type PincodeNote = { tone: 'found' | 'unknown'; text: string } | null

/**
 * Fills an address form's city and state from its PIN code, once the PIN is well formed and the shop's
 * directory knows it. A field is filled only while it is empty or still holds what an earlier lookup put
 * there: what the shopper typed is never overwritten. A PIN the directory does not know empties what an
 * earlier lookup filled (it belonged to another PIN) and gives a warning that does not block the form.
 *
 * Returns the note to show beside the PIN field ("Bengaluru, Karnataka", or the warning).
 */
export function usePincodeAutofill({ postalCode, read, fill }: PincodeAutofillOptions): PincodeNote {
  const { place } = usePincodePlace(postalCode)
  const filledByLookup = useRef<Record<PlaceField, string | null>>({ city: null, state: null })

  const applyLookup = useEffectEvent((found: PincodePlace | null) => {
    const next: Record<PlaceField, string> = found
      ? { city: found.city, state: stateNameOf(found) }
      : { city: '', state: '' }
    for (const field of ['city', 'state'] as const) {
      const current = read(field)
      const mayReplace = current.trim() === '' || current === filledByLookup.current[field]
      if (!mayReplace) continue
      if (current !== next[field]) fill(field, next[field])
      filledByLookup.current[field] = next[field] || null
    }
  })

  useEffect(() => {
    if (place !== undefined) applyLookup(place)
  }, [place])

  if (place === undefined) return null
  if (place === null) return { tone: 'unknown', text: UNKNOWN_PIN_CODE_WARNING }
  return { tone: 'found', text: formatPlace(place) }
}
