/*
 * The search box's suggestions, as issue 18 sets them out. The first two mirror the server's
 * SUGGESTION_QUERY_MIN_LENGTH and MAX_SUGGESTIONS, which live beside the zod schemas this chunk must not load;
 * get-product-suggestions.test.ts holds them equal.
 */

/** Suggestions are asked for from the second character: one letter matches too much to help. */
export const SUGGESTION_MIN_LENGTH = 2
/** At most this many products in the dropdown; "See all results" leads to the rest. */
export const SUGGESTION_LIMIT = 6
/** A pause in typing this long asks for suggestions: short enough to feel immediate, long enough to skip most keys. */
export const SUGGESTION_DEBOUNCE_MS = 150
