import { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES } from '@common/constants'
import { PRODUCT_SORTS, productListQuerySchema } from '@common/schemas/product'
import { seriesSlug } from '@common/catalogue-attributes'
import type { Dialect } from '../../db/connection'
import { loadGeneratedRows, rowGenerator } from '../../test/generated-rows'
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-app'
import { catalogueFacetGroups, facetGroupsQuery, planListing } from './product-facets'
import type { SeekableFilter } from './product-filters'
import { productPageQuery } from './product-listing'

const PRODUCT_COUNT = 100_000
const TWO_YEARS_MINUTES = 2 * 365 * 24 * 60
const SERIES = [
  'Jujutsu Kaisen',
  'Demon Slayer',
  'One Piece',
  'Naruto',
  'Chainsaw Man',
  'Spy x Family',
  'Frieren',
]
const MAKERS = ['Good Smile Company', 'Banpresto', 'Bandai', 'Kotobukiya', 'Max Factory']
const LINES = ['Nendoroid', 'Q Posket', 'figma', 'Pop Up Parade']
const SCALES = ['1/7', '1/8', '1/4', 'Non-scale']
/** Texts as long as the demo catalogue's (≈180 characters of description, details and features each), so
 * the planner weighs reading the table as it would in the shop. */
const DESCRIPTION = 'Generated for the query-plan test: a PVC figure on a printed base, boxed, '.repeat(2)
const DETAILS = JSON.stringify([
  { title: 'Material', content: 'PVC and ABS' },
  { title: 'Height', content: 'About 20 cm including the base' },
  { title: 'Box', content: 'Window box, 24 × 16 × 12 cm' },
])
const FEATURES = JSON.stringify([
  { name: 'Paint', value: 'Hand-finished' },
  { name: 'Parts', value: 'Two faces and an extra hand' },
])

/**
 * A large catalogue in the same shape as the real one (and a third of it sold as editions: `generatedEditions`), made by the database in one INSERT … SELECT: six
 * categories, a few flagged products. Prices, ratings and creation times are scattered by a multiplier (`i × 7919`
 * modulo their range) rather than rising with the row, so the table's order says nothing about them, as in a
 * shop whose products were added over two years.
 */
function generatedCatalogue(dialect: Dialect, now: Date): string {
  const firstMomentIso = new Date(now.getTime() - TWO_YEARS_MINUTES * 60_000).toISOString()
  const { numbers, id, time, pick } = rowGenerator(dialect, { firstMomentIso })
  const scattered = (range: number) => `((i * 7919) % ${range})`
  // Three products in five carry a collector's attributes; one in a hundred is a pre-order.
  const collectors = (value: string) => `case when i % 5 < 3 then ${value} end`
  const preorder = (value: string) => `case when i % 100 = 42 then ${value} end`
  return `${numbers(PRODUCT_COUNT)}
    insert into products (id, name, description, price_paise, original_price_paise, images, stock, category, tags,
      rating, num_reviews, is_featured, is_best_seller, is_new_arrival, details, features, seed_key,
      max_per_customer, hsn_code, gst_rate, created_at, updated_at, series, series_slug, character_name,
      manufacturer, product_line, scale, jan, is_preorder, release_date, preorder_limit, release_date_history)
    select ${id('i')}, 'Generated product ' || i, '${DESCRIPTION}',
      9900 + ${scattered(2_000)} * 500, 9900 + ${scattered(2_000)} * 500, '[]', i % 9,
      ${pick(PRODUCT_CATEGORIES, 'i')}, '[]', ${scattered(11)} / 2.0, 0,
      case when i % 40 = 0 then 1 else 0 end, case when i % 45 = 1 then 1 else 0 end,
      case when i % 30 = 2 then 1 else 0 end, '${DETAILS}', '${FEATURES}', null, null, '9503', 5,
      ${time(scattered(TWO_YEARS_MINUTES))}, ${time(scattered(TWO_YEARS_MINUTES))},
      ${collectors(pick(SERIES, 'i'))}, ${collectors(pick(SERIES.map(seriesSlug), 'i'))},
      ${collectors(`'Character ' || (i % 97)`)}, ${collectors(pick(MAKERS, 'i'))},
      ${collectors(pick(LINES, 'i'))}, ${collectors(pick(SCALES, 'i'))}, null,
      case when i % 100 = 42 then 1 else 0 end, ${preorder("'2027-03-15'")}, ${preorder('50')}, '[]'
    from g`
}

/** The second edition of a product with options costs this much more than its first, its lowest price. */
const DELUXE_EXTRA_PAISE = 250_000

/**
 * One product in three sold as two editions (its price and stock the Standard's, the Deluxe ₹2,500 more and sold
 * out), as the products module writes them: the product keeps its lowest price, the highest, and the stock summed.
 */
function generatedEditions(dialect: Dialect, now: Date): string[] {
  const { numbers, id } = rowGenerator(dialect, { firstMomentIso: now.toISOString() })
  const product = `((i - 1) / 2) * 3 + 3`
  const deluxe = `(i - 1) % 2 = 1`
  return [
    `${numbers(Math.floor(PRODUCT_COUNT / 3) * 2)}
    insert into product_variants (id, product_id, position, options, label, sku, jan, price_paise,
      original_price_paise, stock, images, max_per_customer, preorder_limit, created_at, updated_at)
    select ${id(`${PRODUCT_COUNT} + i`)}, ${id(product)}, (i - 1) % 2,
      case when ${deluxe} then '{"Edition":"Deluxe"}' else '{"Edition":"Standard"}' end,
      case when ${deluxe} then 'Deluxe' else 'Standard' end, 'GEN-' || i, null,
      9900 + ((${product} * 7919) % 2000) * 500 + case when ${deluxe} then ${DELUXE_EXTRA_PAISE} else 0 end,
      9900 + ((${product} * 7919) % 2000) * 500 + case when ${deluxe} then ${DELUXE_EXTRA_PAISE} else 0 end,
      case when ${deluxe} then 0 else ${product} % 9 end, '[]', null, null, '${now.toISOString()}',
      '${now.toISOString()}'
    from g`,
    `update products set options = '[{"name":"Edition","values":["Standard","Deluxe"]}]',
      max_price_paise = price_paise + ${DELUXE_EXTRA_PAISE}
    where id in (select product_id from product_variants)`,
  ]
}

/** Every way the shop lists products that an index of migration 0002 should serve without sorting. */
const LISTINGS: Record<string, string>[] = [
  {},
  { page: '40' },
  ...PRODUCT_SORTS.map((sort) => ({ sort })),
  ...PRODUCT_SORTS.flatMap((sort) => [
    { category: 'figures', sort },
    { category: 'keychain', sort, page: '3' },
  ]),
  { featured: 'true' },
  { newArrival: 'true', limit: '4' },
  { bestseller: 'true' },
  { bestseller: 'true', sort: '-rating' },
  { category: 'featured', page: '2' },
  // The staff's listings: every status, the launches to come.
  { status: 'all' },
  { launches: 'true' },
]

/** The collector's filters: each reads its index of migration 0018 rather than the whole table. */
const FILTERED_LISTINGS: Record<string, string>[] = [
  { series: 'jujutsu-kaisen' },
  { series: 'Naruto', sort: 'price' },
  { manufacturer: 'Bandai', category: 'figures' },
  { character: 'Character 5' },
  { line: 'Nendoroid', sort: '-rating' },
  { scale: '1/4' },
  { preorder: 'true' },
  { minPrice: '5000', maxPrice: '5100' },
  // Only Deluxe editions (₹2,599 at least) cost this much.
  { minPrice: '10050' },
  { minPrice: '3000', maxPrice: '3100', sort: 'price' },
  { scale: '1/7', character: 'Character 12', sort: 'price' },
  { series: 'frieren', manufacturer: 'Bandai', line: 'figma', inStock: 'true' },
  { category: 'figures', scale: '1/4', page: '30' },
]

/** The index each of the collector's filters is sought through. */
const SEEK_INDEXES: Record<SeekableFilter, string> = {
  seriesSlugs: 'products_series_slug_idx',
  character: 'products_character_idx',
  manufacturer: 'products_manufacturer_idx',
  line: 'products_line_idx',
  scale: 'products_scale_idx',
  price: 'products_price_idx',
  isPreorder: 'products_preorder_idx',
}

describe.each(testDialects)('catalogue indexes on 100,000 products [%s]', (dialect) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    const now = new Date()
    await loadGeneratedRows(database.db, dialect, [
      generatedCatalogue(dialect, now),
      ...generatedEditions(dialect, now),
    ])
  }, 120_000)

  afterAll(async () => {
    await database?.dispose()
  })

  /** The plan of the very query the service runs, as one line per plan step. */
  async function planOf(
    query: Record<string, string>,
    build: (parsed: ReturnType<typeof productListQuerySchema.parse>) => { compile(): CompiledQuery } = (
      parsed,
    ) => productPageQuery(database.db, parsed),
  ): Promise<string> {
    const compiled = build(productListQuerySchema.parse(query)).compile()
    const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain '
    const result = await database.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
    )
    return result.rows.map((row) => String(dialect === 'sqlite' ? row.detail : row['QUERY PLAN'])).join('\n')
  }

  it('holds the whole generated catalogue', async () => {
    const counted = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(counted.n)).toBe(PRODUCT_COUNT)
    const editions = await database.db
      .selectFrom('products')
      .where('max_price_paise', 'is not', null)
      .where('variant_text', 'like', 'Standard GEN-%')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(editions.n)).toBe(Math.floor(PRODUCT_COUNT / 3))
  })

  it.each(LISTINGS.map((query) => [new URLSearchParams(query).toString() || '(defaults)', query] as const))(
    'reads the listing %s through an index, without sorting the table',
    async (_label, query) => {
      const plan = await planOf(query)
      if (process.env.SHOW_PLANS) console.log(`${dialect} ${JSON.stringify(query)}\n${plan}`)
      if (dialect === 'sqlite') {
        expect(plan).toMatch(/USING (COVERING )?INDEX products_/)
        expect(plan).not.toContain('USE TEMP B-TREE FOR ORDER BY')
        expect(plan).not.toMatch(/^SCAN products$/m)
      } else {
        expect(plan).toMatch(/Index (Only )?Scan( Backward)? using products_/)
        expect(plan).not.toContain('Seq Scan')
        expect(plan).not.toMatch(/\bSort\b/)
      }
    },
  )

  it.each(FILTERED_LISTINGS.map((query) => [new URLSearchParams(query).toString(), query] as const))(
    'reads the listing %s through the index its counts choose, never the whole table',
    async (_label, query) => {
      const parsed = productListQuerySchema.parse(query)
      const { total, seek } = planListing(await catalogueFacetGroups(database.db), parsed)
      const plan = await planOf(query, () =>
        productPageQuery(database.db, parsed, dialect === 'sqlite' ? { filter: seek } : undefined),
      )
      if (process.env.SHOW_PLANS)
        console.log(`${dialect} ${JSON.stringify(query)} ${total} → ${seek}\n${plan}`)
      expect(total).toBeGreaterThan(0)
      if (dialect === 'sqlite') {
        expect(plan).not.toMatch(/^SCAN products$/m)
        if (seek) {
          expect(plan).toMatch(new RegExp(`INDEX ${SEEK_INDEXES[seek]}\\b`))
        } else {
          // Common enough: the sort's own index is walked until the page is full, nothing sorted.
          expect(plan).toMatch(/USING INDEX products_/)
          expect(plan).not.toContain('TEMP B-TREE')
        }
      } else {
        expect(plan).toMatch(/Index (Only )?Scan( Backward)? using products_|Bitmap Index Scan on products_/)
        expect(plan).not.toContain('Seq Scan')
      }
    },
  )

  it.each(['draft', 'archived', 'scheduled'])(
    'reads a staff listing of the %s products through their own index, never the whole table',
    async (status) => {
      const plan = await planOf({ status, sort: 'price' })
      if (process.env.SHOW_PLANS) console.log(`${dialect} status=${status}\n${plan}`)
      if (dialect === 'sqlite') {
        expect(plan).toMatch(/INDEX products_unreleased_idx/)
        expect(plan).not.toMatch(/^SCAN products$/m)
      } else {
        expect(plan).toMatch(/Index (Only )?Scan( Backward)? using products_|Bitmap Index Scan on products_/)
        expect(plan).not.toContain('Seq Scan')
      }
    },
  )

  it('groups the catalogue for the facets in one covering index scan, without a sort', async () => {
    const compiled = facetGroupsQuery(database.db, []).compile()
    const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain '
    const result = await database.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
    )
    const plan = result.rows
      .map((row) => String(dialect === 'sqlite' ? row.detail : row['QUERY PLAN']))
      .join('\n')
    if (process.env.SHOW_PLANS) console.log(`${dialect} facets\n${plan}`)
    if (dialect === 'sqlite') {
      expect(plan).toMatch(/^SCAN products USING COVERING INDEX products_facets_idx$/m)
      expect(plan).not.toContain('TEMP B-TREE')
    } else {
      expect(plan).toMatch(/Index Only Scan using products_facets_idx/)
      expect(plan).not.toMatch(/\bSort\b|Seq Scan/)
    }
  })
})
