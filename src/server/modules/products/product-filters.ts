import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely'
import type { ProductListQuery, ProductStatus } from '@common/schemas/product'
import type { Database, ProductsTable } from '../../db/schema'

/** What narrows a listing (its paging, sort and search aside). */
export type ProductFilter = Omit<
  ProductListQuery,
  'page' | 'limit' | 'sort' | 'search' | 'rankByRelevance' | 'launches'
>

/**
 * Only live products are the shoppers': every read of the catalogue a shopper sees holds to it. A literal, not a
 * parameter: SQLite uses a partial index only when the query repeats its condition (products_facets_idx).
 */
export function isLive(): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref('products.status')} = 'live'`
}

/** The listing's status condition: live unless staff asked for another status, or none for `all`. */
export function statusConditions(filter: Pick<ProductFilter, 'status'>): Expression<SqlBool>[] {
  if (filter.status === 'all') return []
  if (filter.status === undefined || filter.status === 'live') return [isLive()]
  return hasUnreleasedStatus(filter.status)
}

/**
 * A product not on sale of this status, as products_unreleased_idx reads it: literals, and its own condition said
 * too, as SQLite proves no implication between conditions (`= 'draft'` does not tell it `<> 'live'`).
 */
export function hasUnreleasedStatus(status: Exclude<ProductStatus, 'live'>): Expression<SqlBool>[] {
  return [
    sql<SqlBool>`${sql.ref('products.status')} <> 'live'`,
    sql<SqlBool>`${sql.ref('products.status')} = ${sql.lit(status)}`,
  ]
}

/** The attribute filters of the listing and the column each reads (a series is matched by its slug). */
export const ATTRIBUTE_FILTER_COLUMNS = {
  seriesSlugs: 'series_slug',
  character: 'character_name',
  manufacturer: 'manufacturer',
  line: 'product_line',
  scale: 'scale',
} as const satisfies Partial<Record<keyof ProductFilter, keyof ProductsTable>>
export type AttributeFilter = keyof typeof ATTRIBUTE_FILTER_COLUMNS

/**
 * The collector's filters, each of which an index can seek (those of migration 0018, and the price index): the
 * attributes, the price bounds (one filter) and pre-orders.
 */
export type SeekableFilter = AttributeFilter | 'price' | 'isPreorder'

export function seekableFilters(filter: ProductFilter): SeekableFilter[] {
  const filters: SeekableFilter[] = []
  for (const key of Object.keys(ATTRIBUTE_FILTER_COLUMNS) as AttributeFilter[]) {
    if ((filter[key]?.length ?? 0) > 0) filters.push(key)
  }
  if (filter.minPricePaise !== undefined || filter.maxPricePaise !== undefined) filters.push('price')
  if (filter.isPreorder) filters.push('isPreorder')
  return filters
}

/** The filters no facet counts: they narrow every facet alike (the home page's sections). */
export function sectionConditions(filter: ProductFilter): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'products'>()
  const conditions: Expression<SqlBool>[] = []
  // Literal 1, not a parameter: SQLite only uses a partial index when the query repeats its condition.
  if (filter.isFeatured) conditions.push(eb('is_featured', '=', eb.lit(1)))
  if (filter.isNewArrival) conditions.push(eb('is_new_arrival', '=', eb.lit(1)))
  if (filter.isBestSeller) conditions.push(eb('is_best_seller', '=', eb.lit(1)))
  return conditions
}

/**
 * The listing's conditions. Values of one attribute OR together, different attributes AND. `seekOnly` (SQLite):
 * of the collector's filters only this one (or none) may be read through its index; the others are written
 * `+column`, which SQLite cannot look up in an index (its documented way of steering the planner), so the
 * listing reads the index the caller chose by the counts it knows (see `listingSeek`).
 */
export function filterConditions(
  filter: ProductFilter,
  seekOnly?: { filter: SeekableFilter | undefined },
): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'products'>()
  const column = (name: keyof ProductsTable, seekable: SeekableFilter) =>
    seekOnly && seekOnly.filter !== seekable ? sql<unknown>`+${sql.ref(name)}` : eb.ref(name)
  const conditions: Expression<SqlBool>[] = [...statusConditions(filter)]
  if (filter.category) conditions.push(eb('category', '=', filter.category))
  conditions.push(...sectionConditions(filter))
  if (filter.inStock) conditions.push(eb('stock', '>', 0))
  for (const [key, name] of Object.entries(ATTRIBUTE_FILTER_COLUMNS) as [
    AttributeFilter,
    keyof ProductsTable,
  ][]) {
    const values = filter[key]
    if (values && values.length > 0) conditions.push(eb(column(name, key), 'in', values))
  }
  const price = priceCondition(filter, (name) => column(name, 'price'))
  if (price) conditions.push(price)
  if (filter.isPreorder) conditions.push(eb(column('is_preorder', 'isPreorder'), '=', eb.lit(1)))
  return conditions
}

/**
 * The price bounds: a product matches when any of its prices is within them, and a product with options has one
 * per variant. Its lowest (`price_paise`) and, when they differ, its highest (`max_price_paise`) are its own
 * columns: only both outside the bounds with the bounds between them does a variant between them have to be
 * looked for. A product without options has no highest price, so its condition reads products_price_idx as
 * before; the few whose prices differ are sought through products_max_price_idx.
 */
function priceCondition(
  filter: Pick<ProductFilter, 'minPricePaise' | 'maxPricePaise'>,
  column: (name: 'price_paise' | 'max_price_paise') => Expression<unknown>,
): Expression<SqlBool> | undefined {
  const eb = expressionBuilder<Database, 'products'>()
  const { minPricePaise: min, maxPricePaise: max } = filter
  const lowest = column('price_paise')
  const highest = column('max_price_paise')
  // The lowest price is a variant's: at most `max` means one is.
  if (min === undefined) return max === undefined ? undefined : eb(lowest, '<=', max)
  if (max === undefined) return eb.or([eb(lowest, '>=', min), eb(highest, '>=', min)])
  return eb.or([
    eb.and([eb(lowest, '>=', min), eb(lowest, '<=', max)]),
    // Nothing shared with the first branch, which PostgreSQL would take out of the OR, losing the range that
    // tells it how few products without options match; `lowest < min` (else the first branch holds) tells it how
    // few of those with options may.
    eb.and([
      eb(highest, '>=', min),
      eb(lowest, '<', min),
      eb.exists(
        eb
          .selectFrom('product_variants')
          .select(eb.lit(1).as('found'))
          .whereRef('product_variants.product_id', '=', 'products.id')
          .where('product_variants.price_paise', '>=', min)
          .where('product_variants.price_paise', '<=', max),
      ),
    ]),
  ])
}
