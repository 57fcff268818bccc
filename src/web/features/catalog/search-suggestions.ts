/** The search box's suggestions, as issue 18 sets them out. */

/** Suggestions are asked for from the second character: one letter matches too much to help. */
export const SUGGESTION_MIN_LENGTH = 2
/** At most this many products in the dropdown; "See all results" leads to the rest. */
export const SUGGESTION_LIMIT = 6
/** A pause in typing this long asks for suggestions: short enough to feel immediate, long enough to skip most keys. */
export const SUGGESTION_DEBOUNCE_MS = 150
