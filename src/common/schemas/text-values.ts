import { z } from 'zod'

/**
 * The words a yes/no text may be, per reader. Query strings take exact words; a multipart form field is
 * trimmed and read in any case, and a checkbox sends `on`.
 */
export type FlagWords = {
  yes: readonly string[]
  no: readonly string[]
  /** Trim and lower-case the text before comparing. */
  lenient: boolean
}

export const FLAG_WORDS = {
  /** The admin lists' query strings and the JSON product form: exactly `true` or `false`. */
  trueFalse: { yes: ['true'], no: ['false'], lenient: false },
  /** The catalogue's query string: `true`/`false` or `1`/`0`. */
  trueFalseOrDigit: { yes: ['true', '1'], no: ['false', '0'], lenient: false },
  /** Environment variables: also `yes`/`no`. */
  environment: { yes: ['true', '1', 'yes'], no: ['false', '0', 'no'], lenient: false },
  /** Multipart form fields: also `on`/`off`, and a blank field is no. */
  formField: { yes: ['true', '1', 'on', 'yes'], no: ['false', '0', 'off', 'no', ''], lenient: true },
} as const satisfies Record<string, FlagWords>

/** The flag a text names, or `undefined` when it is none of `words`. */
export function parseFlag(text: string, words: FlagWords): boolean | undefined {
  const word = words.lenient ? text.trim().toLowerCase() : text
  if (words.yes.includes(word)) return true
  if (words.no.includes(word)) return false
  return undefined
}

/** A yes/no text (a query parameter, an environment variable) read as a boolean; anything else is refused. */
export function flagText(words: FlagWords, name?: string) {
  const message = name ? `${name} must be true or false` : 'must be true or false'
  return z.string({ error: message }).transform((text, context) => {
    const flag = parseFlag(text, words)
    if (flag === undefined) {
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return flag
  })
}

const WHOLE_NUMBER = /^\d+$/

/** Digits only (surrounding spaces allowed) as a number, or `undefined`: no sign, point, exponent or hex. */
export function parseWholeNumber(text: string | null | undefined): number | undefined {
  const digits = text?.trim()
  return digits !== undefined && WHOLE_NUMBER.test(digits) ? Number(digits) : undefined
}

/** A whole number in a query string; `message` for anything else. */
export function wholeNumberText(message: string) {
  return z.string({ error: message }).transform((text, context) => {
    const value = parseWholeNumber(text)
    if (value === undefined) {
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return value
  })
}
