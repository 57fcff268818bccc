/** How the shop reads search text: words, and how far apart two words are. Pure functions. */

/** A query's words beyond this many add nothing but work. */
export const MAX_QUERY_WORDS = 8

/**
 * The words of a text: lower case, split at anything that is not a letter or a digit ("Three-Sword" is
 * "three" and "sword", "Tiny_Chibi" is "tiny" and "chibi"). Accents are kept, as the databases keep them.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

/**
 * How many typing slips a word may carry and still be read as a known word: none under four letters (too
 * many short words are one slip apart), one for four to seven, two from eight.
 */
export function typoAllowance(word: string): number {
  const length = [...word].length
  if (length < 4) return 0
  return length < 8 ? 1 : 2
}

/**
 * The Damerau–Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
 * swaps of two neighbours) between `a` and `b`, or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const width = b.length + 1
  let beforePrevious = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, index) => index)
  let current = new Array<number>(width).fill(0)
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i
    let rowMinimum = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1)
      }
      current[j] = value
      if (value < rowMinimum) rowMinimum = value
    }
    if (rowMinimum > limit) return limit + 1
    ;[beforePrevious, previous, current] = [previous, current, beforePrevious]
  }
  return Math.min(previous[b.length]!, limit + 1)
}
