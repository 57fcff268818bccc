import { describe, expect, it } from 'vitest'
import { mobileNumberSchema, MOBILE_NUMBER_MESSAGE } from './payment'
import { normaliseIndianMobileNumber, PHONE_NUMBER_MESSAGE, phoneNumberSchema } from './phone'

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['7012345678', '7012345678'],
    ['8123456789', '8123456789'],
  ])('reads %j as %j', (typed, digits) => {
    expect(normaliseIndianMobileNumber(typed)).toBe(digits)
  })

  it('keeps a ten-digit number starting with 91 whole: 91 is a prefix only before ten more digits', () => {
    expect(normaliseIndianMobileNumber('9198765432')).toBe('9198765432')
    expect(normaliseIndianMobileNumber('91 98765 432')).toBe('9198765432')
  })

  it.each([
    ['----------'],
    ['          '],
    [''],
    ['0000000000'],
    ['1234567890'],
    ['5876543210'],
    ['+91 5876543210'],
    ['987654321'],
    ['98765432101'],
    ['+9198765432'],
    ['0919876543210'],
    ['+91 +91 9876543210'],
    ['98765abcde'],
    ['nine876543210'],
    ['(98765) 43210'],
    ['+1 987 654 3210'],
    ['98765.43210'],
  ])('refuses %j', (typed) => {
    expect(normaliseIndianMobileNumber(typed)).toBeNull()
  })

  it("checks an address's phone with the form's message and gives back its ten digits", () => {
    expect(phoneNumberSchema.parse(' +91 98765-43210 ')).toBe('9876543210')
    for (const typed of [
      '----------',
      '0000000000',
      '1234567890',
      '5876543210',
      '98765',
      `9${'8'.repeat(30)}`,
    ]) {
      const result = phoneNumberSchema.safeParse(typed)
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([PHONE_NUMBER_MESSAGE])
    }
    expect(PHONE_NUMBER_MESSAGE).toBe('Enter a valid 10-digit phone number')
  })

  it('checks the PhonePe mobile number by the same rule, with its own message', () => {
    expect(mobileNumberSchema.parse('+919876543210')).toBe('9876543210')
    expect(mobileNumberSchema.safeParse('1234567890').error?.issues[0]?.message).toBe(MOBILE_NUMBER_MESSAGE)
  })
})
