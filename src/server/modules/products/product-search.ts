import type { Expression, Kysely, SqlBool } from 'kysely'
import { paiseToRupees } from '@common/money'
import { MAX_SUGGESTIONS, type ProductSuggestionsResponse } from '@common/schemas/product'
import { isIndexableTerm, productTextContainsAll } from '../../db/product-text-index'
import type { Database, ProductRow } from '../../db/schema'
import { dialectOf } from '../../db/write-transaction'
import { searchDictionaryFor, seriesOf, type SearchDictionary } from './search-dictionary'
import { MAX_QUERY_WORDS, searchWords } from './search-text'

/*
 * Typo-tolerant product search (decision 0026). The database finds candidates through its own index (the
 * products whose text contains the query's words, their completions or their corrections); the ranking is
 * computed here, so SQLite and PostgreSQL give the same answer in the same order.
 */

/**
 * At most this many candidates are read and ranked per search: the newest ones when more match. A search
 * for one common word of a large catalogue ("figure") then costs the same as a rare one; nobody pages
 * through more than a thousand results, and they narrow the search instead.
 */
export const SEARCH_CANDIDATE_LIMIT = 1_000
/** A short last word ("na") is completed to at most this many known words ("naruto", "nami" …). */
const COMPLETIONS_PER_WORD = 8
/** A misspelt word is read as at most this many known words within its typo allowance. */
const CORRECTIONS_PER_WORD = 5

/** How much a match counts in each field: the name most, then the series and tags, then the rest. */
const FIELD_WEIGHTS = { name: 30, series: 20, tags: 20, category: 15, description: 10, details: 10 } as const
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
  isLast: boolean
  /** A word of the catalogue's names, series, tags or categories (or, last, the start of one). */
  isKnown: boolean
  /** Known words this word is read as when it is not one (nearest first). */
  corrections: { word: string; distance: number }[]
  /** What the database is asked to find for this word: it, its completions and its corrections. */
  terms: string[]
}

/** Reads each query word against the dictionary; words that can be neither looked up nor completed drop out. */
function planWords(text: string, dictionary: SearchDictionary): PlannedWord[] {
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
    const terms = [word, ...completions, ...corrections.map((correction) => correction.word)].filter(
      isIndexableTerm,
    )
    return terms.length > 0 ? [{ word, isLast, isKnown, corrections, terms }] : []
  })
}

type FieldText = { words: string[]; text: string }
type SearchableProduct = { row: ProductRow; fields: Record<SearchField, FieldText> }

function parseList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

function fieldText(text: string): FieldText {
  return { words: searchWords(text), text: text.normalize('NFKC').toLowerCase() }
}

function searchable(row: ProductRow): SearchableProduct {
  const details = parseList(row.details) as { title?: unknown; content?: unknown }[]
  const detailText = details.map((detail) => `${String(detail.title ?? '')} ${String(detail.content ?? '')}`)
  const tags = parseList(row.tags).filter((tag): tag is string => typeof tag === 'string')
  return {
    row,
    fields: {
      name: fieldText(row.name),
      series: fieldText(seriesOf(details)),
      tags: fieldText(tags.join(' | ')),
      category: fieldText(row.category),
      description: fieldText(row.description),
      details: fieldText(detailText.join(' | ')),
    },
  }
}

/** The best way `planned` matches one field: its weight, and whether the word was found as typed. */
function matchInField(planned: PlannedWord, field: FieldText): { weight: number; asTyped: boolean } {
  const { word } = planned
  if (field.words.includes(word)) return { weight: MATCH_WEIGHTS.word, asTyped: true }
  if (field.words.some((known) => known.startsWith(word)))
    return { weight: MATCH_WEIGHTS.prefix, asTyped: true }
  if (isIndexableTerm(word) && field.text.includes(word))
    return { weight: MATCH_WEIGHTS.infix, asTyped: true }
  for (const correction of planned.corrections) {
    if (field.words.includes(correction.word)) {
      return {
        weight: correction.distance === 1 ? MATCH_WEIGHTS.oneTypo : MATCH_WEIGHTS.twoTypos,
        asTyped: false,
      }
    }
  }
  for (const correction of planned.corrections) {
    if (field.words.some((known) => known.startsWith(correction.word))) {
      return { weight: MATCH_WEIGHTS.correctedPrefix, asTyped: false }
    }
  }
  for (const correction of planned.corrections) {
    if (field.text.includes(correction.word)) return { weight: MATCH_WEIGHTS.correctedInfix, asTyped: false }
  }
  return { weight: 0, asTyped: false }
}

type Scored = { row: ProductRow; score: number; needsCorrection: boolean }

/**
 * A product's relevance, or undefined when some word matches none of its fields. A word counts by its best
 * field, plus a tenth of what its other fields add; every sum is an integer, so both databases' candidates
 * rank identically.
 */
function scoreProduct(product: SearchableProduct, plan: readonly PlannedWord[]): Scored | undefined {
  let score = 0
  let needsCorrection = false
  for (const planned of plan) {
    let best = 0
    let bestAsTyped = false
    let others = 0
    for (const field of Object.keys(FIELD_WEIGHTS) as SearchField[]) {
      const match = matchInField(planned, product.fields[field])
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
  if (plan.length > 1 && ` ${product.fields.name.words.join(' ')} `.includes(` ${typed} `))
    score += NAME_PHRASE_BONUS
  return { row: product.row, score, needsCorrection }
}

/** Most relevant first; equal scores newest first, then by id, the same on both databases. */
function byRelevance(a: Scored, b: Scored): number {
  if (a.score !== b.score) return b.score - a.score
  if (a.row.created_at !== b.row.created_at) return a.row.created_at < b.row.created_at ? 1 : -1
  return a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0
}

async function rankCandidates(
  db: Kysely<Database>,
  plan: readonly PlannedWord[],
  filters: readonly Expression<SqlBool>[],
): Promise<Scored[]> {
  if (plan.length === 0) return []
  const textCondition = productTextContainsAll(
    dialectOf(db),
    plan.map((planned) => planned.terms),
  )
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where((eb) => eb.and([...filters, textCondition]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SEARCH_CANDIDATE_LIMIT)
    .execute()
  return rows.flatMap((row) => scoreProduct(searchable(row), plan) ?? []).sort(byRelevance)
}

export type SearchResult = {
  /** Every product found (at most SEARCH_CANDIDATE_LIMIT), most relevant first. */
  rows: ProductRow[]
  /** The query as the shop would correct it, when nothing matched or only corrected words did. */
  didYouMean: string | null
}

/**
 * Finds the products matching `text` among those passing `filters`. `catalogueVersion` changes whenever the
 * catalogue may have changed (it keys the dictionary of known words; undefined reads it afresh).
 */
export async function searchProducts(
  db: Kysely<Database>,
  text: string,
  filters: readonly Expression<SqlBool>[],
  catalogueVersion?: number,
): Promise<SearchResult> {
  const dictionary = await searchDictionaryFor(db, catalogueVersion)
  const plan = planWords(text, dictionary)
  const ranked = await rankCandidates(db, plan, filters)
  return { rows: ranked.map((scored) => scored.row), didYouMean: await didYouMean(db, plan, ranked, filters) }
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
  catalogueVersion?: number,
): Promise<ProductSuggestionsResponse> {
  const found = await searchProducts(db, text, [], catalogueVersion)
  return {
    suggestions: found.rows.slice(0, MAX_SUGGESTIONS).map((row) => ({
      _id: row.id,
      name: row.name,
      price: paiseToRupees(row.price_paise),
      image: firstImage(row.images),
    })),
    didYouMean: found.didYouMean,
  }
}

function firstImage(images: string): string | null {
  const first = parseList(images)[0]
  return typeof first === 'string' ? first : null
}
