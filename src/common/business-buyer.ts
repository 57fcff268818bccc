/**
 * A business buyer's GSTIN on an address: the GSTIN's first two digits are the GST state code of the state it is
 * registered in, so a GSTIN on an address must belong to the address's state (a registration in another state
 * is another address). Pure and zod-free: the address form and the server share it.
 */
import { isValidGstin, normaliseGstin } from './gst'
import { findIndianState } from './indian-states'

export const ADDRESS_GSTIN_LABEL = 'GSTIN (for business purchases, optional)'
export const GSTIN_SHAPE_MESSAGE =
  'GSTIN must be 15 characters with a correct check character, e.g. 27AAPFU0939F1ZV'
export const GSTIN_STATE_UNKNOWN_MESSAGE =
  'A GSTIN needs the address’s state to be an Indian state or union territory'

export function gstinStateMessage(gstin: string, stateName: string, stateCode: string): string {
  const registeredIn = findIndianState(gstin.slice(0, 2))
  const where = registeredIn ? `${registeredIn.name} (${registeredIn.code})` : `state code ${gstin.slice(0, 2)}`
  return `This GSTIN is registered in ${where}, not ${stateName} (${stateCode}): use a GSTIN of the address’s state`
}

/** How an address's GSTIN is typed (spaces, lower case) to how it is stored; blank is none. */
export function addressGstinOf(text: string | null | undefined): string | null {
  const gstin = text ? normaliseGstin(text) : ''
  return gstin || null
}

/** What is wrong with a GSTIN on an address in `state`, or null when nothing is (or there is no GSTIN). */
export function addressGstinProblem(gstin: string | null, state: string | null | undefined): string | null {
  if (gstin === null) return null
  if (!isValidGstin(gstin)) return GSTIN_SHAPE_MESSAGE
  const addressState = findIndianState(state)
  if (!addressState) return GSTIN_STATE_UNKNOWN_MESSAGE
  if (gstin.slice(0, 2) !== addressState.code)
    return gstinStateMessage(gstin, addressState.name, addressState.code)
  return null
}
