import type { Expression, Kysely, SqlBool } from 'kysely'
import { SEARCH_CANDIDATE_LIMIT } from '@common/constants'
import { paiseToRupees } from '@common/money'
import { MAX_SUGGESTIONS, type ProductSuggestionsResponse } from '@common/schemas/product'
import { isIndexableTerm, productsContainingText } from '../../db/product-text-index'
import type { Database, ProductRow } from '../../db/schema'
import {
  buildSearchDictionary,
  seriesOfDetailsJson,
  type DictionarySource,
  type SearchDictionary,
} from './search-dictionary'
import { MAX_QUERY_WORDS, searchWords } from './search-text'
import { isLive } from './product-filters'

/*
 * Typo-tolerant product search (decision 0026). The database finds candidates through its own index (the
 * products whose text contains the query's words, their completions or their corrections); the ranking is
 * computed here, so SQLite and PostgreSQL give the same answer in the same order.
 */

/** A short last word ("na") is completed to at most this many known words ("naruto", "nami" …). */
const COMPLETIONS_PER_WORD = 8
/** A misspelt word is read as at most this many known words within its typo allowance. */
const CORRECTIONS_PER_WORD = 5

/**
 * How much a match counts in each field: the name most, then the series and tags, then the variants' labels and
 * SKUs ("Deluxe", "GSC-1234-DX"), then the rest.
 */
const FIELD_WEIGHTS = {
  name: 30,
  series: 20,
  tags: 20,
  variants: 15,
  category: 15,
  description: 10,
  details: 10,
} as const
type SearchField = keyof typeof FIELD_WEIGHTS

/** How much each kind of match counts: the word itself, its start, inside a word, and corrected words. */
const MATCH_WEIGHTS = {
  word: 10,
  prefix: 8,
  oneTypo: 6,
  twoTypos: 5,
  infix: 4,
  correctedPrefix: 4,
  correctedInfix: 3,
} as const
/** A name holding the query's words in the order typed ("naruto uzumaki") goes before scattered matches. */
const NAME_PHRASE_BONUS = 100

type PlannedWord = {
  word: string
  /** A word of the catalogue's names, series, tags or categories (or, last, the start of one). */
  isKnown: boolean
  /** Known words this word is read as when it is not one (nearest first). */
  corrections: { word: string; distance: number }[]
  /**
   * What the database is asked to find for this word: it (when it occurs in the catalogue), its completions
   * and its corrections. None: no product can match.
   */
  terms: string[]
}

/** Reads each query word against the dictionary; short words that can be neither looked up nor completed drop out. */
function planWords(text: string, dictionary: SearchDictionary, isCurrent: boolean): PlannedWord[] {
  const words = [...new Set(searchWords(text))].slice(0, MAX_QUERY_WORDS)
  return words.flatMap((word, index) => {
    const isLast = index === words.length - 1
    const completions =
      isLast && !isIndexableTerm(word)
        ? dictionary.completions(word, COMPLETIONS_PER_WORD).map((known) => known.word)
        : []
    const isKnown = dictionary.has(word) || (isLast && dictionary.completions(word, 1).length > 0)
    const corrections = isKnown
      ? []
      : dictionary
          .corrections(word, CORRECTIONS_PER_WORD)
          .map(({ word: known, distance }) => ({ word: known, distance }))
    // The word as typed is looked up only where it occurs in some word of the catalogue (or the dictionary
    // is behind the catalogue, and a new product may hold it).
    const asTyped = !isCurrent || dictionary.occurs(word) ? [word] : []
    const terms = [...asTyped, ...completions, ...corrections.map((correction) => correction.word)].filter(
      isIndexableTerm,
    )
    // A short word that cannot be looked up is passed over; a longer one found nowhere leaves nothing to find.
    return terms.length > 0 || isIndexableTerm(word) ? [{ word, isKnown, corrections, terms }] : []
  })
}

/** What a search reads of each candidate: the searched text, and what ranking and suggestions need. */
const CANDIDATE_COLUMNS = [
  'id',
  'name',
  'tags',
  'details',
  'category',
  'description',
  'created_at',
  'price_paise',
  'rating',
  'images',
  'variant_text',
] as const
export type SearchCandidate = Pick<ProductRow, (typeof CANDIDATE_COLUMNS)[number]>

/** A field's text in lower case; its words are split only when a query word occurs in it at all. */
class FieldText {
  #words: string[] | undefined
  readonly text: string

  constructor(text: string) {
    this.text = text.normalize('NFKC').toLowerCase()
  }

  get words(): string[] {
    return (this.#words ??= searchWords(this.text))
  }
}

/** JSON lists are searched as their text: the punctuation between entries only separates words. */
function searchableFields(candidate: SearchCandidate): Record<SearchField, FieldText> {
  return {
    name: new FieldText(candidate.name),
    // Read as the dictionary reads it, so a series word it knows is found in the same field.
    series: new FieldText(seriesOfDetailsJson(candidate.details)),
    tags: new FieldText(candidate.tags),
    category: new FieldText(candidate.category),
    description: new FieldText(candidate.description),
    details: new FieldText(candidate.details),
    variants: new FieldText(candidate.variant_text ?? ''),
  }
}

const NO_MATCH = { weight: 0, asTyped: false }

/** The best way `planned` matches one field: its weight, and whether the word was found as typed. */
function matchInField(planned: PlannedWord, field: FieldText): { weight: number; asTyped: boolean } {
  const { word, corrections } = planned
  if (field.text.includes(word)) {
    if (field.words.includes(word)) return { weight: MATCH_WEIGHTS.word, asTyped: true }
    if (field.words.some((known) => known.startsWith(word)))
      return { weight: MATCH_WEIGHTS.prefix, asTyped: true }
    if (isIndexableTerm(word)) return { weight: MATCH_WEIGHTS.infix, asTyped: true }
  }
  const present = corrections.filter((correction) => field.text.includes(correction.word))
  if (present.length === 0) return NO_MATCH
  for (const correction of present) {
    if (field.words.includes(correction.word)) {
      return {
        weight: correction.distance === 1 ? MATCH_WEIGHTS.oneTypo : MATCH_WEIGHTS.twoTypos,
        asTyped: false,
      }
    }
  }
  for (const correction of present) {
    if (field.words.some((known) => known.startsWith(correction.word))) {
      return { weight: MATCH_WEIGHTS.correctedPrefix, asTyped: false }
    }
  }
  return { weight: MATCH_WEIGHTS.correctedInfix, asTyped: false }
}

type Scored = { candidate: SearchCandidate; score: number; needsCorrection: boolean }

/**
 * A product's relevance, or undefined when some word matches none of its fields. A word counts by its best
 * field, plus a tenth of what its other fields add; every sum is an integer, so both databases' candidates
 * rank identically.
 */
function scoreCandidate(candidate: SearchCandidate, plan: readonly PlannedWord[]): Scored | undefined {
  const fields = searchableFields(candidate)
  let score = 0
  let needsCorrection = false
  for (const planned of plan) {
    let best = 0
    let bestAsTyped = false
    let others = 0
    for (const field of Object.keys(FIELD_WEIGHTS) as SearchField[]) {
      const match = matchInField(planned, fields[field])
      const weight = FIELD_WEIGHTS[field] * match.weight
      if (weight > best) {
        others += best
        best = weight
        bestAsTyped = match.asTyped
      } else {
        others += weight
      }
    }
    if (best === 0) return undefined
    if (!bestAsTyped) needsCorrection = true
    score += best + Math.floor(others / 10)
  }
  const typed = plan.map((planned) => planned.word).join(' ')
  if (plan.length > 1 && ` ${fields.name.words.join(' ')} `.includes(` ${typed} `)) score += NAME_PHRASE_BONUS
  return { candidate, score, needsCorrection }
}

/** Most relevant first; equal scores newest first, then by id, the same on both databases. */
function byRelevance(a: Scored, b: Scored): number {
  if (a.score !== b.score) return b.score - a.score
  const [x, y] = [a.candidate, b.candidate]
  if (x.created_at !== y.created_at) return x.created_at < y.created_at ? 1 : -1
  return x.id < y.id ? 1 : x.id > y.id ? -1 : 0
}

async function rankCandidates(
  db: Kysely<Database>,
  plan: readonly PlannedWord[],
  filters: readonly Expression<SqlBool>[],
): Promise<Scored[]> {
  if (plan.length === 0 || plan.some((planned) => planned.terms.length === 0)) return []
  const textQuery = productsContainingText(
    db,
    plan.map((planned) => planned.terms),
  ).select(CANDIDATE_COLUMNS)
  const candidates = await (filters.length > 0 ? textQuery.where((eb) => eb.and([...filters])) : textQuery)
    // The first the index gives when more match, unsorted: a search for one common word of a large catalogue
    // ("figure") then costs about what a rare one does; nobody pages through more, they narrow the search.
    // Below this many matches both databases rank exactly the same products (decision 0026).
    .limit(SEARCH_CANDIDATE_LIMIT)
    .execute()
  return candidates.flatMap((candidate) => scoreCandidate(candidate, plan) ?? []).sort(byRelevance)
}

export type SearchResult = {
  /** Every product found (at most SEARCH_CANDIDATE_LIMIT), most relevant first. */
  found: SearchCandidate[]
  /** The query as the shop would correct it, when nothing matched or only corrected words did. */
  didYouMean: string | null
}

/**
 * Finds the products matching `text` among those passing `filters`, reading them from `db` (the primary or a
 * read replica). `dictionarySource` says where the dictionary of known words is kept current; without it, the
 * dictionary is read afresh from `db`.
 */
export async function searchProducts(
  db: Kysely<Database>,
  text: string,
  filters: readonly Expression<SqlBool>[],
  dictionarySource?: DictionarySource,
): Promise<SearchResult> {
  const { dictionary, isCurrent } = dictionarySource
    ? await dictionarySource()
    : { dictionary: await buildSearchDictionary(db), isCurrent: true }
  const plan = planWords(text, dictionary, isCurrent)
  const ranked = await rankCandidates(db, plan, filters)
  return {
    found: ranked.map((scored) => scored.candidate),
    didYouMean: await didYouMean(db, plan, ranked, filters),
  }
}

/**
 * Offered when the results needed a corrected word, or when there are none: then the words the shop knows
 * nothing of are left out, and the suggestion is made only if it finds something.
 */
async function didYouMean(
  db: Kysely<Database>,
  plan: readonly PlannedWord[],
  ranked: readonly Scored[],
  filters: readonly Expression<SqlBool>[],
): Promise<string | null> {
  const typed = plan.map((planned) => planned.word).join(' ')
  if (ranked.length > 0) {
    if (!ranked.every((scored) => scored.needsCorrection)) return null
    const corrected = correctedText(plan)
    return corrected !== typed ? corrected : null
  }
  const recognised = plan.filter((planned) => planned.isKnown || planned.corrections.length > 0)
  if (recognised.length === 0 || recognised.length === plan.length) return null
  const found = await rankCandidates(db, recognised, filters)
  return found.length > 0 ? correctedText(recognised) : null
}

/** Each word as known, or as its nearest correction. */
function correctedText(plan: readonly PlannedWord[]): string {
  return plan
    .map((planned) => (planned.isKnown ? planned.word : (planned.corrections[0]?.word ?? planned.word)))
    .join(' ')
}

/** The search box's suggestions: the most relevant few of the whole catalogue, the last word completed. */
export async function suggestProducts(
  db: Kysely<Database>,
  text: string,
  dictionarySource?: DictionarySource,
): Promise<ProductSuggestionsResponse> {
  const { found, didYouMean } = await searchProducts(db, text, [isLive()], dictionarySource)
  return {
    suggestions: found.slice(0, MAX_SUGGESTIONS).map((candidate) => ({
      _id: candidate.id,
      name: candidate.name,
      price: paiseToRupees(candidate.price_paise),
      image: firstImage(candidate.images),
    })),
    didYouMean,
  }
}

function firstImage(images: string): string | null {
  try {
    const list: unknown = JSON.parse(images)
    return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null
  } catch {
    return null
  }
}
