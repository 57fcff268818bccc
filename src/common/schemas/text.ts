import { z } from 'zod'
import { MAX_SEARCH_LENGTH } from '../constants'

/**
 * C0 and C1 control characters (NUL included). Nobody types them into a form; stored, they corrupt what the
 * shop shows and prints, and PostgreSQL refuses NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/
/** The same, except the line breaks and tabs a multi-line field (a description, a message) may hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export const hasNoControlCharacters = (text: string): boolean => !CONTROL_CHARACTER.test(text)
export const hasNoControlCharactersExceptLineBreaks = (text: string): boolean =>
  !CONTROL_CHARACTER_EXCEPT_LINE_BREAKS.test(text)

export const controlCharactersMessage = (label: string): string =>
  `${label} must not contain control characters`

/** `?search=` of the admin lists: trimmed, at most MAX_SEARCH_LENGTH, no control characters. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
  .refine(hasNoControlCharacters, controlCharactersMessage('search'))
