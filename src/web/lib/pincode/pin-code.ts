/** An Indian PIN code: six digits, the first never 0 (the server answers 400 for anything else). */
const PIN_CODE_PATTERN = /^[1-9]\d{5}$/

export const PIN_CODE_LENGTH = 6

/** The server's own words for a malformed PIN (400), shown without asking it when the browser already knows. */
export const INVALID_PIN_CODE_MESSAGE = 'Please enter a valid 6-digit PIN code'

/** The server's words for a PIN its directory does not hold (404). */
export const UNKNOWN_PIN_CODE_MESSAGE = 'We could not find this PIN code'

export function isPinCode(text: string): boolean {
  return PIN_CODE_PATTERN.test(text)
}

/** What a shopper typed, without the spaces they may put in it ("560 001"). */
export function normalisePinCode(text: string): string {
  return text.replace(/\s/g, '')
}
