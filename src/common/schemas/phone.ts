import { z } from 'zod'
import { MAX_PHONE_LENGTH } from '../constants'

/** The address form's phone field, and any phone the server is sent with an address. */
export const PHONE_NUMBER_MESSAGE = 'Enter a valid 10-digit phone number'

/** An Indian mobile number: ten digits, the first of them 6, 7, 8 or 9. */
const INDIAN_MOBILE_NUMBER = /^[6-9]\d{9}$/

/** The ways a number is written before its ten digits: +91, 91 (the country code), 0 (the trunk prefix). */
const LEADING_PREFIX = /^(\+91|91|0)/

/**
 * The one rule for Indian mobile numbers: the ten digits, as the shop stores and sends them, of a number as
 * people write it ("98765 43210", "+91 98765-43210", "919876543210", "09876543210"); null when it is not one.
 * Spaces and dashes are dropped, then one leading +91, 91 or 0 — but only from a number longer than ten
 * digits, since 9198765432 is itself a mobile number.
 */
export function normaliseIndianMobileNumber(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '')
  const national = compact.length > 10 ? compact.replace(LEADING_PREFIX, '') : compact
  return INDIAN_MOBILE_NUMBER.test(national) ? national : null
}

/**
 * A phone field checked by that rule and read as its ten digits. `message` is the field's own: the address's
 * phone and the PhonePe mobile number word it differently. Anything too long to be a phone number is refused
 * with the same message before it is looked at.
 */
export const indianMobileNumberSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(MAX_PHONE_LENGTH, message)
    .transform((text, context) => {
      const number = normaliseIndianMobileNumber(text)
      if (number === null) {
        context.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return number
    })

/** The phone of an address. */
export const phoneNumberSchema = indianMobileNumberSchema(PHONE_NUMBER_MESSAGE)
