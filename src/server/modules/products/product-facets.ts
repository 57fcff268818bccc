import { expressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely'
import { paiseToRupees } from '@common/money'
import type { FacetValue, ProductFacets, ProductListQuery } from '@common/schemas/product'
import type { Database } from '../../db/schema'
import { searchProducts } from './product-search'
import {
  ATTRIBUTE_FILTER_COLUMNS,
  isLive,
  sectionConditions,
  seekableFilters,
  type ProductFilter,
  type SeekableFilter,
} from './product-filters'
import type { DictionarySource } from './search-dictionary'
import type { Changes } from '../../changes/changes'
import type { Computation } from '../../changes/kept'

/*
 * The listing's filters with counts. Each facet counts what all the other filters leave, so the products are
 * read once, grouped by everything a facet filters on (the index products_facets_idx, of the live products, holds
 * those columns in the grouping's order: one covering index scan, no sort), and the counts are worked out here
 * from the groups: a group that fails no filter counts in every facet, one that fails one filter counts only in
 * that filter's facet. A product whose variants' prices differ is a group of its own, with every price it sells at
 * (the price filter keeps it when any of them is within the bounds): counted once, whatever its variants.
 */

/** The columns the facets filter on, in the order of products_facets_idx, so the grouping needs no sort. */
const GROUP_COLUMNS = [
  'category',
  'series_slug',
  'series',
  'character_name',
  'manufacturer',
  'product_line',
  'scale',
  'is_preorder',
  'price_paise',
] as const

/** Products alike in everything a facet filters on: how many, and how many of them are in stock. */
export type FacetGroup = {
  category: string
  series_slug: string | null
  series: string | null
  character_name: string | null
  manufacturer: string | null
  product_line: string | null
  scale: string | null
  is_preorder: number
  /** The lowest price. */
  price_paise: number
  /** Every price of the one product whose variants' prices differ, lowest first; null: they all sell at the lowest. */
  prices: readonly number[] | null
  products: number
  in_stock: number
}

/** The grouping query, exported so the query-plan test explains exactly what is run. */
export function facetGroupsQuery(db: Kysely<Database>, conditions: readonly Expression<SqlBool>[]) {
  // Shoppers' facets: live products only, which is also the condition of the partial index. Grouped by the
  // highest price too (the index's next column), so that the groups of products whose prices differ, read again
  // on their own (`differentlyPricedGroups`), can be told apart without a condition the index cannot seek.
  return db
    .selectFrom('products')
    .where((eb) => eb.and([isLive(), ...conditions]))
    .select([...GROUP_COLUMNS, 'max_price_paise'])
    .select((eb) => [
      eb.fn.countAll<number>().as('products'),
      eb.fn.sum<number>(eb.case().when('stock', '>', 0).then(1).else(0).end()).as('in_stock'),
    ])
    .groupBy([...GROUP_COLUMNS, 'max_price_paise'])
}

async function readGroups(
  db: Kysely<Database>,
  conditions: readonly Expression<SqlBool>[],
): Promise<FacetGroup[]> {
  const [rows, differentlyPriced] = await Promise.all([
    facetGroupsQuery(db, conditions).execute(),
    differentlyPricedGroups(db, conditions),
  ])
  // PostgreSQL answers counts and sums as text (bigint).
  const groups = rows
    // Products whose prices differ are counted from their own groups.
    .filter((row) => (row.max_price_paise ?? null) === null)
    .map((row) => ({
      ...groupAttributes(row),
      price_paise: Number(row.price_paise),
      prices: null,
      products: Number(row.products),
      in_stock: Number(row.in_stock),
    }))
  return [...groups, ...differentlyPriced]
}

/** A group's attributes as a row gives them (PostgreSQL answers numbers as text; unset columns may be absent). */
function groupAttributes(row: {
  category: string
  series_slug?: string | null
  series?: string | null
  character_name?: string | null
  manufacturer?: string | null
  product_line?: string | null
  scale?: string | null
  is_preorder?: number | string | null
}) {
  return {
    category: row.category,
    series_slug: row.series_slug ?? null,
    series: row.series ?? null,
    character_name: row.character_name ?? null,
    manufacturer: row.manufacturer ?? null,
    product_line: row.product_line ?? null,
    scale: row.scale ?? null,
    is_preorder: Number(row.is_preorder ?? 0),
  }
}

/**
 * The live products whose variants' prices differ (products_max_price_idx), a group each with all their prices:
 * the lowest and highest from the product's row, the ones between from its variants.
 */
async function differentlyPricedGroups(
  db: Kysely<Database>,
  conditions: readonly Expression<SqlBool>[],
): Promise<FacetGroup[]> {
  const products = db
    .selectFrom('products')
    .where((eb) => eb.and([isLive(), eb('max_price_paise', 'is not', null), ...conditions]))
  const [rows, variants] = await Promise.all([
    products.select([...GROUP_COLUMNS, 'id', 'max_price_paise', 'stock']).execute(),
    db
      .selectFrom('product_variants')
      .select(['product_id', 'price_paise'])
      .where('product_id', 'in', products.select('id'))
      .execute(),
  ])
  const prices = new Map<string, Set<number>>()
  for (const variant of variants) {
    const known = prices.get(variant.product_id) ?? new Set<number>()
    prices.set(variant.product_id, known.add(Number(variant.price_paise)))
  }
  return rows.map((row) => {
    const own = [Number(row.price_paise), Number(row.max_price_paise)]
    return {
      ...groupAttributes(row),
      price_paise: own[0]!,
      prices: [...new Set([...own, ...(prices.get(row.id) ?? [])])].sort((a, b) => a - b),
      products: 1,
      in_stock: row.stock > 0 ? 1 : 0,
    }
  })
}

/**
 * Where the facets are read, and the whole catalogue's groups as kept for it (`keptCatalogueFacetGroups`): every
 * facet query without a search or a section filter is answered from them, whatever its filters.
 */
export type FacetSource = { db: Kysely<Database>; catalogueGroups: () => Promise<FacetGroup[]> }

/** The whole catalogue's groups, read afresh. */
export function catalogueFacetGroups(db: Kysely<Database>): Promise<FacetGroup[]> {
  return readGroups(db, [])
}

let nextKey = 0

/**
 * The whole catalogue's groups for `db` (the primary or the replica, as the request reads), kept as a listing
 * is: read again after every `everything` and at most a second after a stock change (their in-stock counts are
 * a listing's, decision 0034). `answer`: the computation of the answer built on them, which becomes as old as
 * they are; `maxAgeMs`: how long groups read from this database may be kept at most (a replica's, as long as a
 * replica's answer, whatever the answer).
 */
export function keptCatalogueFacetGroups(changes: Changes) {
  const kept = changes.keep<FacetGroup[]>({ maxAgeMs: Infinity })
  // One kept value for each database the groups are read from.
  const keys = new WeakMap<Kysely<Database>, string>()
  return (db: Kysely<Database>, answer: Computation | undefined, maxAgeMs?: number): FacetSource => {
    let key = keys.get(db)
    if (key === undefined) keys.set(db, (key = `groups ${(nextKey += 1)}`))
    return {
      db,
      catalogueGroups: () =>
        kept.get(key, () => catalogueFacetGroups(db), { stock: 'within-a-second', within: answer, maxAgeMs }),
    }
  }
}

/**
 * GET /products/facets. The groups of a search are its matches (the products the listing's search would rank,
 * before the facet filters); the home page's sections (featured …) narrow the groups alike; else the whole
 * catalogue's groups serve, read once per version of the catalogue.
 */
export async function productFacets(
  source: FacetSource,
  query: ProductListQuery,
  dictionarySource?: DictionarySource,
): Promise<ProductFacets> {
  const sections = sectionConditions(query)
  let groups: FacetGroup[]
  if (query.search) {
    const { found } = await searchProducts(source.db, query.search, [isLive(), ...sections], dictionarySource)
    const eb = expressionBuilder<Database, 'products'>()
    const ids = found.map((candidate) => candidate.id)
    groups = ids.length > 0 ? await readGroups(source.db, [eb('id', 'in', ids)]) : []
  } else if (sections.length > 0) {
    groups = await readGroups(source.db, sections)
  } else {
    groups = await source.catalogueGroups()
  }
  return countFacets(groups, query)
}

/** The facets of values, each with the column it reads and the query's filter on it. */
const VALUE_FACETS = [
  { facet: 'series', column: 'series_slug' },
  { facet: 'character', column: 'character_name' },
  { facet: 'manufacturer', column: 'manufacturer' },
  { facet: 'line', column: 'product_line' },
  { facet: 'scale', column: 'scale' },
  { facet: 'category', column: 'category' },
] as const
type ValueFacet = (typeof VALUE_FACETS)[number]['facet']

function filterValues(filter: ProductFilter, facet: ValueFacet): ReadonlySet<string> | undefined {
  const values =
    facet === 'series'
      ? filter.seriesSlugs
      : facet === 'category'
        ? filter.category && [filter.category]
        : filter[facet]
  return values && values.length > 0 ? new Set(values) : undefined
}

/** The filters after the value facets', by their place in the list of what a group fails. */
const PRICE = VALUE_FACETS.length
const PREORDER = PRICE + 1
/** A group that fails more than one filter counts nowhere. */
const SEVERAL = -2
const NONE = -1

/** The one filter `group` fails (by its place: value facets, then price, then pre-order), NONE or SEVERAL. */
function failedFilter(
  group: FacetGroup,
  filter: ProductFilter,
  wanted: readonly (ReadonlySet<string> | undefined)[],
): number {
  const failures: number[] = []
  VALUE_FACETS.forEach(({ column }, index) => {
    if (wanted[index] && !wanted[index].has(group[column] ?? '')) failures.push(index)
  })
  if (!isPriceWithin(group, filter)) failures.push(PRICE)
  if (filter.isPreorder && group.is_preorder !== 1) failures.push(PREORDER)
  return failures.length === 0 ? NONE : failures.length === 1 ? failures[0]! : SEVERAL
}

/** Most products first, then by name. */
function byCountThenName(a: FacetValue, b: FacetValue): number {
  return b.count - a.count || a.value.localeCompare(b.value, 'en') || (a.value < b.value ? -1 : 1)
}

/**
 * Counts the facets of `groups` under `filter`: each value facet, the price range and the pre-order count
 * ignore their own filter and apply the others. A group mixes products in and out of stock, so the in-stock
 * filter picks which of its counts applies, and the in-stock facet always counts those in stock.
 */
export function countFacets(groups: readonly FacetGroup[], filter: ProductFilter): ProductFacets {
  const wanted = VALUE_FACETS.map(({ facet }) => filterValues(filter, facet))
  const tallies = VALUE_FACETS.map(() => new Map<string, number>())
  // A series is counted by its slug; it is shown by the name most of its products spell it with.
  const seriesNames = new Map<string, Map<string, number>>()
  let minPaise = Infinity
  let maxPaise = -Infinity
  let inStock = 0
  let preorder = 0

  for (const group of groups) {
    const failed = failedFilter(group, filter, wanted)
    if (failed === SEVERAL) continue

    const counted = filter.inStock ? group.in_stock : group.products
    VALUE_FACETS.forEach(({ facet, column }, index) => {
      const value = group[column]
      if ((failed !== NONE && failed !== index) || counted === 0 || value === null) return
      tallies[index]!.set(value, (tallies[index]!.get(value) ?? 0) + counted)
      if (facet === 'series' && group.series !== null) {
        const names = seriesNames.get(value) ?? new Map<string, number>()
        names.set(group.series, (names.get(group.series) ?? 0) + counted)
        seriesNames.set(value, names)
      }
    })
    if ((failed === NONE || failed === PRICE) && counted > 0) {
      minPaise = Math.min(minPaise, group.price_paise)
      maxPaise = Math.max(maxPaise, group.prices?.at(-1) ?? group.price_paise)
    }
    if (failed === NONE) {
      inStock += group.in_stock
      if (group.is_preorder === 1) preorder += counted
    }
  }

  const values = (index: number) =>
    [...tallies[index]!].map(([value, count]) => ({ value, count })).sort(byCountThenName)
  return {
    series: values(0)
      .map(({ value: slug, count }) => ({ value: commonestName(seriesNames.get(slug)) ?? slug, slug, count }))
      .sort(byCountThenName),
    character: values(1),
    manufacturer: values(2),
    line: values(3),
    scale: values(4),
    category: values(5),
    price:
      minPaise === Infinity
        ? { min: 0, max: 0 }
        : { min: paiseToRupees(minPaise), max: paiseToRupees(maxPaise) },
    inStock,
    preorder,
  }
}

/** The spelling most products use; a tie goes to the first in code-point order, as the series page names it. */
function commonestName(names: Map<string, number> | undefined): string | undefined {
  if (!names) return undefined
  const spellings = [...names].sort(
    ([a, aCount], [b, bCount]) => bCount - aCount || (a < b ? -1 : a > b ? 1 : 0),
  )
  return spellings[0]?.[0]
}

/**
 * How to read a listing narrowed by the collector's filters: how many products it has (from the groups, as the
 * facets count them), and which filter's index its page is read through — the one leaving the fewest rows to
 * read — or none, when walking the sort's own index (category first, if filtered) past the rows that do not
 * match reads fewer: about (offset + limit) × rows walked / matches, plus, sorted by price, every row priced
 * before the bounds.
 */
export function planListing(
  groups: readonly FacetGroup[],
  query: ProductListQuery,
): { total: number; seek: SeekableFilter | undefined } {
  const seekable = seekableFilters(query)
  const wanted = VALUE_FACETS.map(({ facet }) => filterValues(query, facet))
  const seekRows = new Map<SeekableFilter, number>(seekable.map((filter) => [filter, 0]))
  let total = 0
  let walked = 0
  let passedBy = 0
  for (const group of groups) {
    if (!query.category || group.category === query.category) {
      walked += group.products
      if (isPricedBeforeBounds(group, query)) passedBy += group.products
    }
    if (failedFilter(group, query, wanted) === NONE) total += query.inStock ? group.in_stock : group.products
    for (const filter of seekable) {
      if (passes(group, query, filter)) seekRows.set(filter, seekRows.get(filter)! + group.products)
    }
  }
  const rowsToShow = (query.page - 1) * query.limit + query.limit
  let best: { seek: SeekableFilter | undefined; rows: number } = {
    seek: undefined,
    rows: total > 0 ? passedBy + Math.ceil((rowsToShow * (walked - passedBy)) / total) : walked,
  }
  for (const [filter, rows] of seekRows) if (rows < best.rows) best = { seek: filter, rows }
  return { total, seek: best.seek }
}

/**
 * Whether the walk of a price sort's index meets the group before the price bounds (below the lower one going up,
 * above the upper one going down): those rows are all read before the first match, not spread among the matches.
 */
function isPricedBeforeBounds(group: FacetGroup, query: ProductListQuery): boolean {
  if (query.sort === 'price')
    return query.minPricePaise !== undefined && group.price_paise < query.minPricePaise
  if (query.sort === '-price')
    return query.maxPricePaise !== undefined && group.price_paise > query.maxPricePaise
  return false
}

/** Whether a group passes one of the collector's filters on its own. */
function passes(group: FacetGroup, filter: ProductFilter, seekable: SeekableFilter): boolean {
  if (seekable === 'price') return isPriceWithin(group, filter)
  if (seekable === 'isPreorder') return group.is_preorder === 1
  const value = group[ATTRIBUTE_FILTER_COLUMNS[seekable]]
  return value !== null && (filter[seekable] ?? []).includes(value)
}

/** Whether any price the group sells at is within the filter's bounds (as `priceCondition` in the listing). */
function isPriceWithin(group: FacetGroup, filter: ProductFilter): boolean {
  const { minPricePaise: min, maxPricePaise: max } = filter
  return (group.prices ?? [group.price_paise]).some(
    (price) => (min === undefined || price >= min) && (max === undefined || price <= max),
  )
}
