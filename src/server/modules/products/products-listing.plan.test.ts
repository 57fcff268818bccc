import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES } from '@common/constants'
import { PRODUCT_SORTS, productListQuerySchema } from '@common/schemas/product'
import { newId } from '../../db/ids'
import type { ProductRow } from '../../db/schema'
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-app'
import { productPageQuery } from './products.service'

const PRODUCT_COUNT = 100_000
const ROWS_PER_INSERT = 1_000
const TWO_YEARS_MS = 2 * 365 * 24 * 3_600_000

/** A large catalogue in the same shape as the real one: six categories, a few flagged products. */
function generatedProduct(index: number, now: number): ProductRow {
  const createdAt = new Date(now - Math.floor(Math.random() * TWO_YEARS_MS)).toISOString()
  const pricePaise = 9_900 + Math.floor(Math.random() * 2_000) * 500
  return {
    id: newId(),
    name: `Generated product ${index}`,
    description: 'Generated for the query-plan test.',
    price_paise: pricePaise,
    original_price_paise: pricePaise,
    images: '[]',
    stock: index % 9,
    category: PRODUCT_CATEGORIES[index % PRODUCT_CATEGORIES.length]!,
    tags: '[]',
    rating: Math.floor(Math.random() * 11) / 2,
    num_reviews: 0,
    is_featured: index % 40 === 0 ? 1 : 0,
    is_best_seller: index % 45 === 1 ? 1 : 0,
    is_new_arrival: index % 30 === 2 ? 1 : 0,
    details: '[]',
    features: '[]',
    seed_key: null,
    max_per_customer: null,
    hsn_code: '9503',
    gst_rate: 5,
    created_at: createdAt,
    updated_at: createdAt,
  }
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
]

describe.each(testDialects)('catalogue indexes on 100,000 products [%s]', (dialect) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    const now = Date.now()
    await database.db.transaction().execute(async (trx) => {
      for (let start = 0; start < PRODUCT_COUNT; start += ROWS_PER_INSERT) {
        const rows = Array.from({ length: ROWS_PER_INSERT }, (_, offset) =>
          generatedProduct(start + offset, now),
        )
        await trx.insertInto('products').values(rows).execute()
      }
    })
    if (dialect === 'postgres') await sql`analyze products`.execute(database.db)
  }, 120_000)

  afterAll(async () => {
    await database?.dispose()
  })

  /** The plan of the very query the service runs, as one line per plan step. */
  async function planOf(query: Record<string, string>): Promise<string> {
    const compiled = productPageQuery(database.db, productListQuerySchema.parse(query)).compile()
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
})
