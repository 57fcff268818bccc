import { describe, expect, it } from 'vitest'
import {
  INVALID_MOBILE_NUMBER_MESSAGE,
  isValidMobileNumber,
  keepMobileDigits,
  mobileDigitsFromPhone,
  toPhonePeMobileNumber,
} from './mobile-number'

describe('PhonePe mobile number', () => {
  it('keeps digits only, at most ten', () => {
    expect(keepMobileDigits('98765-43210')).toBe('9876543210')
    expect(keepMobileDigits('+91 98765 432109')).toBe('9198765432')
    expect(keepMobileDigits('abc')).toBe('')
  })

  it('accepts the ten digits of an Indian mobile number, the first 6 to 9', () => {
    expect(isValidMobileNumber('9876543210')).toBe(true)
    expect(isValidMobileNumber('6000000000')).toBe(true)
    expect(isValidMobileNumber('5876543210')).toBe(false)
    expect(isValidMobileNumber('0000000000')).toBe(false)
    expect(isValidMobileNumber('987654321')).toBe(false)
    expect(isValidMobileNumber('98765432101')).toBe(false)
    expect(isValidMobileNumber('98765 4321')).toBe(false)
  })

  it('is sent with the +91 prefix, and refused with the required message', () => {
    expect(toPhonePeMobileNumber('9876543210')).toBe('+919876543210')
    expect(INVALID_MOBILE_NUMBER_MESSAGE).toBe('Please enter a valid 10-digit mobile number')
  })

  it('pre-fills the ten digits of an address phone number, with or without +91 or a leading 0', () => {
    expect(mobileDigitsFromPhone('98765 43210')).toBe('9876543210')
    expect(mobileDigitsFromPhone('+91 98765-43210')).toBe('9876543210')
    expect(mobileDigitsFromPhone('09876543210')).toBe('9876543210')
    expect(mobileDigitsFromPhone('022 2640 1234 5')).toBe('')
    expect(mobileDigitsFromPhone('1234567890')).toBe('')
    expect(mobileDigitsFromPhone(null)).toBe('')
  })
})
