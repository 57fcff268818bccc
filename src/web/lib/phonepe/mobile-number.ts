import { MOBILE_NUMBER_LENGTH, MOBILE_NUMBER_PREFIX } from '@common/constants'
import { MOBILE_NUMBER_MESSAGE } from '@common/schemas/payment'
import { normaliseIndianMobileNumber } from '@common/schemas/phone'

export const INVALID_MOBILE_NUMBER_MESSAGE = MOBILE_NUMBER_MESSAGE

/** What the field keeps of a keystroke or a paste: digits only, at most 10. */
export function keepMobileDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, MOBILE_NUMBER_LENGTH)
}

/** The ten digits of an Indian mobile number, by the same rule the server applies. */
export function isValidMobileNumber(digits: string): boolean {
  return normaliseIndianMobileNumber(digits) === digits
}

/** "+919876543210": the form PhonePe is sent. */
export function toPhonePeMobileNumber(digits: string): string {
  return `${MOBILE_NUMBER_PREFIX}${digits}`
}

/**
 * The ten digits of an Indian phone number as an address holds it ("98765 43210", "+91 98765-43210",
 * "09876543210"), to pre-fill the field; empty when it is not one.
 */
export function mobileDigitsFromPhone(phone: string | null | undefined): string {
  return normaliseIndianMobileNumber(phone ?? '') ?? ''
}
