import { describe, expect, it } from 'vitest'
import {
  addressGstinOf,
  addressGstinProblem,
  GSTIN_SHAPE_MESSAGE,
  GSTIN_STATE_UNKNOWN_MESSAGE,
} from './business-buyer'

describe('a GSTIN on an address', () => {
  it('is stored as typed without spaces, in upper case; blank is none', () => {
    expect(addressGstinOf(' 29aagcb 7383j1z4 ')).toBe('29AAGCB7383J1Z4')
    expect(addressGstinOf('   ')).toBeNull()
    expect(addressGstinOf(null)).toBeNull()
    expect(addressGstinOf(undefined)).toBeNull()
  })

  it('passes with its check character and the state code of the address’s state, by any of its names', () => {
    expect(addressGstinProblem('29AAGCB7383J1Z4', 'Karnataka')).toBeNull()
    expect(addressGstinProblem('27AAPFU0939F1ZV', 'maharashtra')).toBeNull()
    expect(addressGstinProblem('07AAACR5055K1Z9', 'New Delhi')).toBeNull()
    expect(addressGstinProblem(null, undefined)).toBeNull()
  })

  it('is refused with a wrong check character or shape', () => {
    expect(addressGstinProblem('29AAGCB7383J1Z5', 'Karnataka')).toBe(GSTIN_SHAPE_MESSAGE)
    expect(addressGstinProblem('29AAGCB7383J1Z', 'Karnataka')).toBe(GSTIN_SHAPE_MESSAGE)
  })

  it('is refused for an address in another state, naming both', () => {
    expect(addressGstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toBe(
      'This GSTIN is registered in Maharashtra (27), not Karnataka (29): use a GSTIN of the address’s state',
    )
  })

  it('is refused when the address names no state we know', () => {
    expect(addressGstinProblem('29AAGCB7383J1Z4', 'Atlantis')).toBe(GSTIN_STATE_UNKNOWN_MESSAGE)
    expect(addressGstinProblem('29AAGCB7383J1Z4', null)).toBe(GSTIN_STATE_UNKNOWN_MESSAGE)
  })
})
