export { INVALID_PIN_CODE_MESSAGE, isPinCode, UNKNOWN_PIN_CODE_MESSAGE } from '@common/pin-code'

export const PIN_CODE_LENGTH = 6

/** What a shopper typed, without the spaces they may put in it ("560 001"). */
export function normalisePinCode(text: string): string {
  return text.replace(/\s/g, '')
}
