import { sql, type Kysely } from 'kysely'
import { toPage } from '@common/schemas/pagination'
import type { ProductListQuery, ProductListResponse, ProductSort } from '@common/schemas/product'
import type { Database, ProductRow } from '../../db/schema'
import { plansWithoutStatistics } from '../../db/database-traits'
import { planListing, type FacetSource } from './product-facets'
import {
  filterConditions,
  sectionConditions,
  seekableFilters,
  type ProductFilter,
  type SeekableFilter,
} from './product-filters'
import { findProducts } from './product-reads'
import { toProduct } from './product-rows'
import { searchProducts } from './product-search'
import type { DictionarySource } from './search-dictionary'

/** The catalogue's listing: a page of products filtered, sorted or searched, with its total. */

/**
 * Each sort is (column, id) in one direction, so one index of migration 0002 serves it, forwards or backwards. A
 * product with options sorts by its lowest price, the "From ₹X" its card shows.
 */
const SORT_ORDER: Record<
  ProductSort,
  { column: 'created_at' | 'price_paise' | 'rating'; direction: 'asc' | 'desc' }
> = {
  '-createdAt': { column: 'created_at', direction: 'desc' },
  createdAt: { column: 'created_at', direction: 'asc' },
  price: { column: 'price_paise', direction: 'asc' },
  '-price': { column: 'price_paise', direction: 'desc' },
  '-rating': { column: 'rating', direction: 'desc' },
}

function filteredProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  seekOnly?: { filter: SeekableFilter | undefined },
) {
  const conditions = filterConditions(filter, seekOnly)
  const query = db.selectFrom('products')
  return conditions.length > 0 ? query.where((eb) => eb.and(conditions)) : query
}

/**
 * The page query of the listing, exported so that the query-plan test explains exactly what is run.
 * `seekOnly`: the one collector's filter whose index may be read (SQLite; see `filterConditions`).
 */
export function productPageQuery(
  db: Kysely<Database>,
  query: ProductListQuery,
  seekOnly?: { filter: SeekableFilter | undefined },
) {
  if (query.launches) {
    // The next launch first: the index products_unreleased_idx, read in order.
    return filteredProducts(db, query)
      .selectAll()
      .orderBy('live_at', 'asc')
      .orderBy('id', 'asc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
  }
  const { column, direction } = SORT_ORDER[query.sort]
  // Sought through a filter's index, the page is sorted from its matches: `+column` keeps SQLite from walking
  // the sort's index instead.
  const sortKey = seekOnly?.filter ? sql<unknown>`+${sql.ref(column)}` : column
  return filteredProducts(db, query, seekOnly)
    .selectAll()
    .orderBy(sortKey, direction)
    .orderBy('id', direction)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
}

export function productCountQuery(db: Kysely<Database>, filter: ProductFilter) {
  return filteredProducts(db, filter).select((eb) => eb.fn.countAll<number>().as('count'))
}

/**
 * One count and one page query, whatever the filters. A search goes through the search index instead
 * (product-search.ts), with its dictionary of known words kept where `dictionarySource` says. A listing
 * narrowed by the collector's filters is counted from the catalogue's facet groups (`facetSource`, kept until
 * a change, read from the same database as `db`), which also tell which index its page is read
 * through: the filter that leaves the fewest rows to read, or none (the sort's own index, read until the page
 * is full) when matches are common enough.
 */
export async function listProducts(
  db: Kysely<Database>,
  query: ProductListQuery,
  dictionarySource?: DictionarySource,
  facetSource?: FacetSource,
): Promise<ProductListResponse> {
  if (query.search) return listSearchResults(db, query, query.search, dictionarySource)
  // The facet groups are the live catalogue's: a staff listing of other statuses is counted by itself.
  if (
    facetSource &&
    query.status === undefined &&
    seekableFilters(query).length > 0 &&
    sectionConditions(query).length === 0
  ) {
    const { total, seek } = planListing(await facetSource.catalogueGroups(), query)
    // SQLite plans without statistics, so it is told; PostgreSQL weighs its own.
    const seekOnly = plansWithoutStatistics(db) ? { filter: seek } : undefined
    const rows = total > 0 ? await productPageQuery(db, query, seekOnly).execute() : []
    return {
      products: rows.map(toProduct),
      totalProducts: total,
      ...toPage(total, query.page, query.limit),
      didYouMean: null,
    }
  }
  const [counted, rows] = await Promise.all([
    productCountQuery(db, query).executeTakeFirstOrThrow(),
    productPageQuery(db, query).execute(),
  ])
  const total = Number(counted.count)
  return {
    products: rows.map(toProduct),
    totalProducts: total,
    ...toPage(total, query.page, query.limit),
    didYouMean: null,
  }
}

/** The products a search finds, ranked by relevance unless a sort was asked for, then paged. */
async function listSearchResults(
  db: Kysely<Database>,
  query: ProductListQuery,
  text: string,
  dictionarySource: DictionarySource | undefined,
): Promise<ProductListResponse> {
  const { found, didYouMean } = await searchProducts(db, text, filterConditions(query), dictionarySource)
  const ordered = query.rankByRelevance ? found : [...found].sort(compareBySort(query.sort))
  const start = (query.page - 1) * query.limit
  const page = ordered.slice(start, start + query.limit).map((candidate) => candidate.id)
  return {
    products: await findProducts(db, page),
    totalProducts: ordered.length,
    ...toPage(ordered.length, query.page, query.limit),
    didYouMean,
  }
}

/** The listing's sort, (column, id) in one direction, applied to rows already read. */
type SortableRow = Pick<ProductRow, 'id' | 'created_at' | 'price_paise' | 'rating'>
function compareBySort(sort: ProductSort): (a: SortableRow, b: SortableRow) => number {
  const { column, direction } = SORT_ORDER[sort]
  const sign = direction === 'asc' ? 1 : -1
  return (a, b) => {
    if (a[column] !== b[column]) return a[column] < b[column] ? -sign : sign
    return a.id < b.id ? -sign : a.id > b.id ? sign : 0
  }
}
