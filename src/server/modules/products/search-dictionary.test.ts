import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../db/ids'
import type { ProductsTable } from '../../db/schema'
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-app'
import { searchProducts } from './product-search'
import { Changes, EVERYTHING } from '../../changes/changes'
import { keptSearchDictionary, SearchDictionary, seriesOfDetailsJson } from './search-dictionary'

const dictionary = new SearchDictionary(
  new Map([
    ['naruto', 9],
    ['nami', 2],
    ['natsu', 2],
    ['nezuko', 4],
    ['kaisen', 3],
    ['kaiser', 1],
    ['figure', 40],
    ['figures', 1],
  ]),
  new Set(['sculptor', 'hokage', 'dimensions']),
  12,
)

describe('search dictionary', () => {
  it('completes a prefix with the most used words first, then alphabetically', () => {
    expect(dictionary.completions('na', 8).map((entry) => entry.word)).toEqual(['naruto', 'nami', 'natsu'])
    expect(dictionary.completions('na', 1)).toEqual([{ word: 'naruto', products: 9 }])
    expect(dictionary.completions('figure', 8).map((entry) => entry.word)).toEqual(['figures'])
    expect(dictionary.completions('zz', 8)).toEqual([])
  })

  it('corrects a word to known words within its allowance, nearest and most used first', () => {
    expect(dictionary.corrections('kaisn', 5)).toEqual([{ word: 'kaisen', products: 3, distance: 1 }])
    expect(dictionary.corrections('naurto', 5).map((entry) => entry.word)).toEqual(['naruto'])
    expect(dictionary.corrections('figurse', 5).map((entry) => entry.word)).toEqual(['figure', 'figures'])
    // Under four letters nothing is corrected: too many short words are one slip apart.
    expect(dictionary.corrections('nam', 5)).toEqual([])
  })

  it('knows whether a fragment occurs inside any word, descriptions included', () => {
    expect(dictionary.occurs('arut')).toBe(true)
    expect(dictionary.occurs('okag')).toBe(true)
    expect(dictionary.occurs('gensi')).toBe(false)
    expect(dictionary.has('hokage')).toBe(false)
  })
})

describe('the series of a product', () => {
  it('is read from the details JSON whatever the order or spacing of its keys, and is empty for broken JSON', () => {
    expect(seriesOfDetailsJson('[{"title":"Series","content":"Naruto Shippuden"}]')).toBe('Naruto Shippuden')
    expect(seriesOfDetailsJson('[{ "content": "Jujutsu Kaisen", "title": " series " }]')).toBe(
      'Jujutsu Kaisen',
    )
    expect(seriesOfDetailsJson('[{"title":"Series","content":"Re:Zero \\"Starting\\""}]')).toBe(
      'Re:Zero "Starting"',
    )
    expect(seriesOfDetailsJson('[{"title":"Scale","content":"1/7"}]')).toBe('')
    expect(seriesOfDetailsJson('not json')).toBe('')
  })
})

/** More products than a dictionary is rebuilt for before answering (REBUILD_IN_FOREGROUND_UP_TO). */
const LARGE_CATALOGUE = 2_001

function fillerProduct(name: string, index: number): ProductsTable {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString()
  return {
    id: newId(),
    name,
    description: 'A plain product.',
    price_paise: 10_000,
    original_price_paise: 10_000,
    images: '[]',
    stock: 5,
    category: 'figures',
    tags: '[]',
    rating: 0,
    num_reviews: 0,
    is_featured: 0,
    is_best_seller: 0,
    is_new_arrival: 0,
    details: '[]',
    features: '[]',
    max_per_customer: null,
    seed_key: null,
    created_at: createdAt,
    updated_at: createdAt,
  }
}

describe.each(testDialects)('the dictionary of a large catalogue [%s]', (dialect) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    const rows = Array.from({ length: LARGE_CATALOGUE }, (_, index) =>
      fillerProduct(`Filler figure ${index}`, index),
    )
    for (let start = 0; start < rows.length; start += 500) {
      await database.db
        .insertInto('products')
        .values(rows.slice(start, start + 500))
        .execute()
    }
  })

  afterAll(async () => {
    await database.dispose()
  })

  it('keeps answering while it is behind the catalogue, finding new words as typed but not yet correcting them', async () => {
    const changes = new Changes()
    const source = keptSearchDictionary(changes, database.db)
    expect((await searchProducts(database.db, 'filler figure 7', [], source)).found.length).toBeGreaterThan(0)
    await database.db
      .insertInto('products')
      .values(fillerProduct('Zenitsu Thunderclap Figure', 9_999))
      .execute()

    // The catalogue changed; the dictionary read before answers until its next background read.
    changes.publish(EVERYTHING)
    const asTyped = await searchProducts(database.db, 'zenitsu', [], source)
    expect(asTyped.found.map((product) => product.name)).toEqual(['Zenitsu Thunderclap Figure'])
    expect((await searchProducts(database.db, 'zenitzu', [], source)).found).toEqual([])
    // Read afresh, the dictionary knows the new word and corrects a slip in it.
    const corrected = await searchProducts(database.db, 'zenitzu', [])
    expect(corrected).toMatchObject({ didYouMean: 'zenitsu' })
    expect(corrected.found.map((product) => product.name)).toEqual(['Zenitsu Thunderclap Figure'])
  })
})

describe.each(testDialects)('the dictionary kept for a small catalogue [%s]', (dialect) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    await database.db
      .insertInto('products')
      .values([fillerProduct('Gojo Satoru Figure', 1), fillerProduct('Nezuko Keychain', 2)])
      .execute()
  })

  afterAll(async () => {
    await database.dispose()
  })

  it('reads the catalogue once for searches that miss it together, and a read begun before a write is not kept', async () => {
    const db = database.db
    const changes = new Changes()
    const source = keptSearchDictionary(changes, db)
    const [first, second] = await Promise.all([source(), source()])
    expect(first.dictionary).toBe(second.dictionary)
    expect(first.isCurrent).toBe(true)

    changes.publish(EVERYTHING)
    // A search that began reading before the next write; another reads after it.
    const late = source()
    changes.publish(EVERYTHING)
    const newer = await source()
    expect(newer.dictionary).not.toBe(first.dictionary)
    expect((await late).dictionary).not.toBe(newer.dictionary)
    expect(await source()).toEqual({ dictionary: newer.dictionary, isCurrent: true })
  })

  it('counts no dictionary as current while this process cannot hear the others', async () => {
    const db = database.db
    const changes = new Changes()
    const source = keptSearchDictionary(changes, db)
    const kept = await source()
    expect(kept.isCurrent).toBe(true)
    // Another instance's write would not be heard, so the catalogue may have changed unseen.
    await changes.connect(
      { name: 'deaf', listen: async (_heard, hearing) => (hearing(false), async () => {}) },
      () => {},
    )
    expect(await source()).toEqual({ dictionary: kept.dictionary, isCurrent: false })
    await db.insertInto('products').values(fillerProduct('Zenitsu Thunderclap Figure', 3)).execute()
    const asTyped = await searchProducts(db, 'zenitsu', [], source)
    expect(asTyped.found.map((product) => product.name)).toEqual(['Zenitsu Thunderclap Figure'])
  })
})
