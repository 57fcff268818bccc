import { useQuery } from '@tanstack/react-query'
import { isPinCode, normalisePinCode } from './pin-code'
import { pincodePlaceQueryOptions } from './pincode-api'

/**
 * Looks up the place of a PIN code as the shopper types it: nothing is asked until the text is a well-formed
 * PIN. `place` is the answer for the PIN now typed: the place, null when the directory does not know it,
 * undefined while nothing is known (incomplete, still asking, or the lookup failed).
 */
export function usePincodePlace(text: string) {
  const pin = normalisePinCode(text)
  const isWellFormed = isPinCode(pin)
  const { data } = useQuery({ ...pincodePlaceQueryOptions(pin), enabled: isWellFormed })
  return { pin, place: isWellFormed ? data : undefined }
}
