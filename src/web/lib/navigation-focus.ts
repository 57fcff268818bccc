/**
 * Navigation state for a change that updates the page in place although its path changes (a listing's category
 * filter, kept in the path): the app shell then leaves focus on the control that made the change, instead of
 * moving it to the page's heading as it does for a new page. Changes of the query string alone keep focus anyway.
 */
export const KEEP_FOCUS_STATE = { keepFocus: true } as const

export function isKeepingFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus === true
}
