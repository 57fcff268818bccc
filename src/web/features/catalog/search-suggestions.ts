/** The search box's suggestions: how many and from which length the server decides; the pause is the box's own. */
export {
  MAX_SUGGESTIONS as SUGGESTION_LIMIT,
  SUGGESTION_QUERY_MIN_LENGTH as SUGGESTION_MIN_LENGTH,
} from '@common/constants'

/** A pause in typing this long asks for suggestions: short enough to feel immediate, long enough to skip most keys. */
export const SUGGESTION_DEBOUNCE_MS = 150
