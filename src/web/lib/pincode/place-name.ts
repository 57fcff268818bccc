import { findIndianState } from '@common/indian-states'
import type { PincodePlace } from './pincode-api'

/** The state as the shop spells it everywhere ('Odisha' for a directory's 'Orissa'). */
export function stateNameOf(place: Pick<PincodePlace, 'state'>): string {
  return findIndianState(place.state)?.name ?? place.state
}

/** 'Bengaluru, Karnataka' */
export function formatPlace(place: Pick<PincodePlace, 'city' | 'state'>): string {
  return `${place.city}, ${stateNameOf(place)}`
}
