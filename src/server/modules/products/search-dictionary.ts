import type { Kysely } from 'kysely'
import type { Changes } from '../../changes/changes'
import type { Database } from '../../db/schema'
import { isLive } from './product-filters'
import { searchWords, typoAllowance, typoDistance } from './search-text'

/** How many fragments' answers `occurs` keeps before starting over. */
const MAX_REMEMBERED_FRAGMENTS = 10_000

/** A known word, and how many products use it (the more, the likelier a shopper means it). */
export type DictionaryWord = { word: string; products: number }

/**
 * The words of the catalogue's names, series, tags and categories: what a misspelt query word is corrected
 * to, and what a short last word ("na") is completed to while a shopper types.
 */
export class SearchDictionary {
  readonly #counts: Map<string, number>
  /** The words in code-unit order, so the words starting with a prefix are one contiguous run. */
  readonly #sorted: string[]
  /** Every word of every searched field: the counted ones, and those of descriptions and details. */
  readonly #everyWord: string[]
  readonly #occurrences = new Map<string, boolean>()

  constructor(
    counts: Map<string, number>,
    everyWord: Set<string>,
    readonly productCount: number,
  ) {
    this.#counts = counts
    this.#sorted = [...counts.keys()].sort()
    this.#everyWord = [...new Set([...counts.keys(), ...everyWord])]
  }

  /**
   * Whether `fragment` occurs inside some word of the catalogue: when it does not, no product contains it,
   * and the database need not be asked (a fragment that occurs nowhere is the costliest trigram search).
   */
  occurs(fragment: string): boolean {
    if (this.#counts.has(fragment)) return true
    let known = this.#occurrences.get(fragment)
    if (known === undefined) {
      // A scan of every word; what shoppers type repeats (each keystroke of a suggestion), so answers are kept.
      known = this.#everyWord.some((word) => word.includes(fragment))
      if (this.#occurrences.size >= MAX_REMEMBERED_FRAGMENTS) this.#occurrences.clear()
      this.#occurrences.set(fragment, known)
    }
    return known
  }

  has(word: string): boolean {
    return this.#counts.has(word)
  }

  /** Known words that begin with `prefix` (the prefix itself excluded), most used first, then alphabetical. */
  completions(prefix: string, limit: number): DictionaryWord[] {
    let low = 0
    let high = this.#sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.#sorted[middle]! < prefix) low = middle + 1
      else high = middle
    }
    const found: DictionaryWord[] = []
    for (let index = low; index < this.#sorted.length; index += 1) {
      const word = this.#sorted[index]!
      if (!word.startsWith(prefix)) break
      if (word !== prefix) found.push({ word, products: this.#counts.get(word)! })
    }
    return found.sort(byUseThenWord).slice(0, limit)
  }

  /** Known words within the word's typo allowance, nearest first, then most used, then alphabetical. */
  corrections(word: string, limit: number): (DictionaryWord & { distance: number })[] {
    const allowance = typoAllowance(word)
    if (allowance === 0) return []
    const found: (DictionaryWord & { distance: number })[] = []
    for (const [known, products] of this.#counts) {
      if (Math.abs(known.length - word.length) > allowance || known === word) continue
      const distance = typoDistance(word, known, allowance)
      if (distance <= allowance) found.push({ word: known, products, distance })
    }
    return found.sort((a, b) => a.distance - b.distance || byUseThenWord(a, b)).slice(0, limit)
  }
}

function byUseThenWord(a: DictionaryWord, b: DictionaryWord): number {
  return b.products - a.products || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)
}

/** The series a product's details name ("Series: Naruto Shippuden"), or ''. */
export function seriesOf(details: readonly { title?: unknown; content?: unknown }[]): string {
  const series = details.find(
    (detail) => typeof detail.title === 'string' && /^series$/i.test(detail.title.trim()),
  )
  return typeof series?.content === 'string' ? series.content : ''
}

function parseList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

/** The series named in a product's details column (its JSON text), or '' when none or not readable. */
export function seriesOfDetailsJson(detailsJson: string): string {
  return seriesOf(parseList(detailsJson) as { title?: unknown; content?: unknown }[])
}

/** The values a product's options offer (its `options` column, JSON), '[]' or unreadable: none. */
function optionValues(optionsJson: string | undefined): string[] {
  return parseList(optionsJson ?? '[]').flatMap((option) => {
    const values = (option as { values?: unknown } | null)?.values
    return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : []
  })
}

/** Read and split a batch at a time, yielding in between, so a rebuild never holds the event loop for long. */
const READ_BATCH = 2_000

/**
 * Reads every product's name, series, tags, category and option values ("Deluxe"), in id order a batch at a time;
 * the words of descriptions, details and the variants' SKUs occur without being known words.
 */
export async function buildSearchDictionary(db: Kysely<Database>): Promise<SearchDictionary> {
  const counts = new Map<string, number>()
  const everyWord = new Set<string>()
  let productCount = 0
  let afterId = ''
  for (;;) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'name', 'tags', 'details', 'category', 'description', 'options', 'variant_text'])
      // Words only shoppers' products have: a product not yet live is neither found nor suggested.
      .where(isLive())
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(READ_BATCH)
      .execute()
    for (const row of rows) {
      const tags = parseList(row.tags).filter((tag): tag is string => typeof tag === 'string')
      const series = seriesOfDetailsJson(row.details)
      const words = new Set(
        searchWords([row.name, series, ...tags, row.category, ...optionValues(row.options)].join(' ')),
      )
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1)
      for (const word of searchWords(`${row.description} ${row.details} ${row.variant_text ?? ''}`))
        everyWord.add(word)
    }
    productCount += rows.length
    if (rows.length < READ_BATCH) break
    await new Promise((resolve) => setImmediate(resolve))
    afterId = rows[rows.length - 1]!.id
  }
  return new SearchDictionary(counts, everyWord, productCount)
}

/** Catalogues up to this size are read again at once after a change; larger ones in the background … */
const REBUILD_IN_FOREGROUND_UP_TO = 2_000
/** … at most this often, as a large catalogue takes a while to read. */
const BACKGROUND_REBUILD_INTERVAL_MS = 60_000

/**
 * The dictionary to search with, and whether it is current: `isCurrent` false means the catalogue may have words
 * it does not know yet, so the caller must not rule out a word it does not know.
 */
export type DictionarySource = () => Promise<{ dictionary: SearchDictionary; isCurrent: boolean }>

/**
 * The dictionary read from `db` (the primary, which has every write, where a replica may lag), kept until
 * anything but stock changes (stock changes no word), one read shared by a burst of searches after a write. A
 * small catalogue's dictionary is read again before answering; a large one answers with the previous dictionary
 * while the new one is read in the background, at most once a minute, so writes never stall searches: a word
 * added a moment ago is corrected and completed a little later, and found as typed at once. While this process
 * cannot hear the others no dictionary counts as current, whatever its size: the last one answers and is read
 * again in the background at most once a minute.
 */
export function keptSearchDictionary(changes: Changes, db: Kysely<Database>): DictionarySource {
  const kept = changes.keep<SearchDictionary>({ maxAgeMs: Infinity })
  let last: { dictionary: SearchDictionary; readAt: number; started: number } | undefined
  let reads = 0
  let inBackground = false
  const read = async () => {
    const started = (reads += 1)
    const dictionary = await kept.get('words', () => buildSearchDictionary(db))
    // A read that began before a newer one but ended after it does not replace the newer dictionary.
    if (!last || started > last.started) last = { dictionary, readAt: Date.now(), started }
    return dictionary
  }
  return async () => {
    const current = kept.peek('words')
    if (current) return { dictionary: current, isCurrent: true }
    if (last && (!changes.hearing || last.dictionary.productCount > REBUILD_IN_FOREGROUND_UP_TO)) {
      if (!inBackground && Date.now() - last.readAt >= BACKGROUND_REBUILD_INTERVAL_MS) {
        inBackground = true
        // A failed background read is tried again on a later search; the last dictionary answers meanwhile.
        read()
          .catch(() => undefined)
          .finally(() => (inBackground = false))
      }
      return { dictionary: last.dictionary, isCurrent: false }
    }
    const dictionary = await read()
    return { dictionary, isCurrent: changes.hearing }
  }
}
