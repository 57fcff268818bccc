import { sql, type Kysely } from 'kysely'
import { seriesSlug } from '@common/catalogue-attributes'
import { CATEGORY_TAX_DEFAULTS } from '@common/gst'
import { paiseToRupees, rupeesToPaise } from '@common/money'
import { toPage } from '@common/schemas/pagination'
import { PREORDER_ENDS_WITH_RELEASE_MESSAGE } from '@common/schemas/preorder'
import {
  MAX_PRODUCT_IMAGES,
  PREORDER_NEEDS_DATE_MESSAGE,
  PREORDER_NEEDS_LIMIT_MESSAGE,
  type CreateProductInput,
  type Product,
  type ProductFlag,
  type ProductListQuery,
  type ProductListResponse,
  type ProductSort,
  type UpdateProductInput,
} from '@common/schemas/product'
import { newId, nowIso } from '../../db/ids'
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service'
import { editableFields, productSummary } from './product-audit'
import type { Database, ProductRow, ProductsTable } from '../../db/schema'
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors'
import type { MailContext } from '../mail/mail.service'
import { notifyBackInStock } from '../stock-alerts/stock-alerts.service'
import { dialectOf } from '../../db/write-transaction'
import { catalogueFacetGroups, planListing, type FacetSource } from './product-facets'
import {
  filterConditions,
  sectionConditions,
  seekableFilters,
  type ProductFilter,
  type SeekableFilter,
} from './product-filters'
import { searchProducts } from './product-search'
import type { DictionarySource } from './search-dictionary'
import { findCategoryTaxDefault } from '../tax/tax.service'
import type { MonthFigures, MonthWindows } from '../../shop-calendar'
import { countBetween } from '../../db/count-between'

const PRODUCT_NOT_FOUND = 'Product not found'
/** The products columns' own defaults (migration 0008): the "other" category's built-in classification. */
const UNCLASSIFIED = CATEGORY_TAX_DEFAULTS.other
const PRODUCT_ID = /^[0-9a-f]{24}$/

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.price_paise),
    originalPrice: paiseToRupees(row.original_price_paise),
    images: parseJsonList(row.images),
    stock: row.stock,
    maxPerCustomer: row.max_per_customer,
    category: row.category,
    // Always read from the database (the columns have defaults); the fallback only satisfies the row's type.
    hsnCode: row.hsn_code ?? UNCLASSIFIED.hsnCode,
    gstRate: row.gst_rate ?? UNCLASSIFIED.gstRate,
    tags: parseJsonList(row.tags),
    // `real` is single precision on PostgreSQL (4.3 reads back as 4.300000190734863); ratings have one decimal.
    rating: Math.round(row.rating * 10) / 10,
    numReviews: row.num_reviews,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    isFeatured: row.is_featured === 1,
    isBestSeller: row.is_best_seller === 1,
    isNewArrival: row.is_new_arrival === 1,
    isNew: row.is_new_arrival === 1,
    details: parseJsonList(row.details),
    features: parseJsonList(row.features),
    series: row.series ?? null,
    seriesSlug: row.series_slug ?? null,
    character: row.character_name ?? null,
    manufacturer: row.manufacturer ?? null,
    line: row.product_line ?? null,
    scale: row.scale ?? null,
    jan: row.jan ?? null,
    isPreorder: row.is_preorder === 1,
    releaseDate: row.release_date ?? null,
    preorderLimit: row.preorder_limit ?? null,
    releaseDateHistory: parseJsonList(row.release_date_history ?? '[]'),
  }
}

function parseJsonList<T>(text: string): T[] {
  const value: unknown = JSON.parse(text)
  return Array.isArray(value) ? (value as T[]) : []
}

// ───────────────────────────── reading ─────────────────────────────

/** Each sort is (column, id) in one direction, so one index of migration 0002 serves it, forwards or backwards. */
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
 * narrowed by the collector's filters is counted from the catalogue's facet groups (`facetSource`, kept per
 * version of the catalogue, read from the same database as `db`), which also tell which index its page is read
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
  if (facetSource && seekableFilters(query).length > 0 && sectionConditions(query).length === 0) {
    const { total, seek } = planListing(await catalogueFacetGroups(facetSource), query)
    // SQLite plans without statistics, so it is told; PostgreSQL weighs its own.
    const seekOnly = dialectOf(db) === 'sqlite' ? { filter: seek } : undefined
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

/**
 * `lock`: inside a transaction that will update the row, PostgreSQL locks it as it is read, so what the activity
 * log records as "before" is what the update replaces (on SQLite a write made meanwhile fails the transaction).
 */
async function findProductRow(
  db: Kysely<Database>,
  id: string,
  { lock = false } = {},
): Promise<ProductRow | undefined> {
  if (!PRODUCT_ID.test(id)) return undefined
  const query = db.selectFrom('products').selectAll().where('id', '=', id)
  return (lock && dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}

/** The product, or undefined when there is none (a malformed id included). */
export async function findProduct(db: Kysely<Database>, id: string): Promise<Product | undefined> {
  const row = await findProductRow(db, id)
  return row ? toProduct(row) : undefined
}

/** A malformed id is simply a product that does not exist. */
/** The products with these ids that exist, in the order of the ids given. */
export async function findProducts(db: Kysely<Database>, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute()
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function getProduct(db: Kysely<Database>, id: string): Promise<Product> {
  const row = await findProductRow(db, id)
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND)
  return toProduct(row)
}

// ───────────────────────────── writing ─────────────────────────────

/** A blank or lower original price is the selling price: there is never a negative discount. */
function originalPricePaise(pricePaise: number, originalRupees: number | null | undefined): number {
  if (originalRupees === null || originalRupees === undefined) return pricePaise
  return Math.max(rupeesToPaise(originalRupees), pricePaise)
}

function combineImages(kept: string[], uploaded: string[]): string[] {
  const images = [...new Set([...kept, ...uploaded])]
  if (images.length === 0) throw new BadRequestError('Please upload at least one image')
  if (images.length > MAX_PRODUCT_IMAGES)
    throw new BadRequestError(`A product can have at most ${MAX_PRODUCT_IMAGES} images`)
  return images
}

/** A series' slug as stored: none for a series without a name, or whose name has no letter or digit. */
function storedSeriesSlug(series: string | null | undefined): string | null {
  return series ? seriesSlug(series) || null : null
}

/** The collector's attributes and pre-order terms of a product form, as columns; what was not sent is left out. */
export function attributeColumns(
  input: Pick<
    CreateProductInput,
    | 'series'
    | 'character'
    | 'manufacturer'
    | 'line'
    | 'scale'
    | 'jan'
    | 'isPreorder'
    | 'releaseDate'
    | 'preorderLimit'
  >,
): Partial<ProductsTable> {
  const columns: Partial<ProductsTable> = {}
  if (input.series !== undefined) {
    columns.series = input.series
    columns.series_slug = storedSeriesSlug(input.series)
  }
  if (input.character !== undefined) columns.character_name = input.character
  if (input.manufacturer !== undefined) columns.manufacturer = input.manufacturer
  if (input.line !== undefined) columns.product_line = input.line
  if (input.scale !== undefined) columns.scale = input.scale
  if (input.jan !== undefined) columns.jan = input.jan
  if (input.isPreorder !== undefined) columns.is_preorder = input.isPreorder ? 1 : 0
  if (input.releaseDate !== undefined) columns.release_date = input.releaseDate
  if (input.preorderLimit !== undefined) columns.preorder_limit = input.preorderLimit
  return columns
}

/**
 * `uploadedImages` are files of the same request, already stored; they come after the listed images. An admin's
 * or staff member's product is recorded in the activity log with it; the catalogue import (`actor` null) writes
 * one entry for its whole file instead.
 */
export async function createProduct(
  db: Kysely<Database>,
  actor: AuditActor | null,
  input: CreateProductInput,
  uploadedImages: string[] = [],
): Promise<Product> {
  if (actor === null) return insertProduct(db, input, uploadedImages)
  return db.transaction().execute(async (trx) => {
    const product = await insertProduct(trx, input, uploadedImages)
    await recordAudit(trx, actor, {
      action: 'product.create',
      entity: 'product',
      entityId: product.id,
      after: productSummary(product),
    })
    return product
  })
}

async function insertProduct(
  db: Kysely<Database>,
  input: CreateProductInput,
  uploadedImages: string[],
): Promise<Product> {
  const now = nowIso()
  const pricePaise = rupeesToPaise(input.price)
  // Without its own HSN code or rate, a product takes its category's (the admin's choice or the built-in one).
  const taxDefault =
    input.hsnCode === undefined || input.gstRate === undefined
      ? await findCategoryTaxDefault(db, input.category)
      : undefined
  const row: ProductRow = {
    id: newId(),
    name: input.name,
    description: input.description,
    price_paise: pricePaise,
    original_price_paise: originalPricePaise(pricePaise, input.originalPrice),
    images: JSON.stringify(combineImages(input.images, uploadedImages)),
    stock: input.stock,
    category: input.category,
    hsn_code: input.hsnCode ?? taxDefault!.hsnCode,
    gst_rate: input.gstRate ?? taxDefault!.gstRate,
    tags: JSON.stringify(input.tags ?? []),
    rating: input.rating ?? 0,
    num_reviews: 0,
    is_featured: input.isFeatured ? 1 : 0,
    is_best_seller: input.isBestSeller ? 1 : 0,
    is_new_arrival: input.isNewArrival ? 1 : 0,
    details: JSON.stringify(input.details ?? []),
    features: JSON.stringify(input.features ?? []),
    seed_key: null,
    max_per_customer: input.maxPerCustomer ?? null,
    created_at: now,
    updated_at: now,
    series: null,
    series_slug: null,
    character_name: null,
    manufacturer: null,
    product_line: null,
    scale: null,
    jan: null,
    is_preorder: 0,
    release_date: null,
    preorder_limit: null,
    release_date_history: '[]',
    ...attributeColumns(input),
  }
  await db.insertInto('products').values(row).execute()
  return toProduct(row)
}

/** What a pre-order's buyers are told of when its release date moves (the products module sends no mail). */
export type ReleaseDateChange = {
  productId: string
  productName: string
  /** The date buyers were expecting (YYYY-MM-DD), now the last entry of the product's release date history. */
  previousDate: string
  releaseDate: string
}
/** Called inside the update's transaction, so its mails are queued only when the new date is stored. */
export type ReleaseDateChanged = (trx: Kysely<Database>, change: ReleaseDateChange) => Promise<void>

export const RELEASE_DATE_CHANGED_MEANWHILE_MESSAGE =
  'The release date was changed meanwhile: reload the product and try again'

/** A pre-order's release date moving: from which date, to which, and the history that then stands (JSON). */
export type ReleaseDateMove = { previousDate: string; releaseDate: string; history: string }

/**
 * Checks the pre-order terms `input` leaves once merged with the stored product — a pre-order keeps a release
 * date and a limit (400) — and says whether the release date of a pre-order moves. Only a pre-order that stays
 * one has buyers waiting for a date: a product turned into one, or out of one, starts no history.
 */
export function settlePreorderTerms(
  existing: Pick<ProductRow, 'is_preorder' | 'release_date' | 'preorder_limit' | 'release_date_history'>,
  input: Pick<UpdateProductInput, 'isPreorder' | 'releaseDate' | 'preorderLimit'>,
): ReleaseDateMove | undefined {
  // Its open pre-orders wait for a release: only the release (which serves or refunds them) ends a pre-order.
  if (existing.is_preorder === 1 && input.isPreorder === false)
    throw new ConflictError(PREORDER_ENDS_WITH_RELEASE_MESSAGE)
  const isPreorder = input.isPreorder ?? existing.is_preorder === 1
  const releaseDate = input.releaseDate !== undefined ? input.releaseDate : (existing.release_date ?? null)
  const limit = input.preorderLimit !== undefined ? input.preorderLimit : (existing.preorder_limit ?? null)
  if (isPreorder && !releaseDate) throw new BadRequestError(PREORDER_NEEDS_DATE_MESSAGE)
  if (isPreorder && !limit) throw new BadRequestError(PREORDER_NEEDS_LIMIT_MESSAGE)
  const previousDate = existing.release_date ?? null
  if (
    existing.is_preorder !== 1 ||
    !isPreorder ||
    !previousDate ||
    !releaseDate ||
    releaseDate === previousDate
  )
    return undefined
  const history = [...parseJsonList<string>(existing.release_date_history ?? '[]'), previousDate]
  return { previousDate, releaseDate, history: JSON.stringify(history) }
}

/**
 * Changes what was sent. The prices are settled together: a new selling price above the kept original
 * price raises it. Images are the sent list (or the current one) followed by this request's uploads. Stock
 * raised from none tells everyone waiting for the product, in the same transaction. A pre-order must keep a
 * release date and a limit once merged with what is stored; when its release date moves, the date it had goes
 * to the end of its history and `releaseDateChanged` tells its buyers, in the same transaction.
 */
export async function updateProduct(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  input: UpdateProductInput,
  mail: MailContext,
  uploadedImages: string[] = [],
  releaseDateChanged?: ReleaseDateChanged,
): Promise<Product> {
  return db.transaction().execute(async (trx) => {
    const existing = await findProductRow(trx, id, { lock: true })
    if (!existing) throw new NotFoundError(PRODUCT_NOT_FOUND)

    const pricePaise = input.price !== undefined ? rupeesToPaise(input.price) : existing.price_paise
    const changes: Partial<ProductsTable> = {
      price_paise: pricePaise,
      original_price_paise: originalPricePaise(
        pricePaise,
        input.originalPrice !== undefined
          ? input.originalPrice
          : paiseToRupees(existing.original_price_paise),
      ),
      updated_at: nowIso(),
    }
    if (input.name !== undefined) changes.name = input.name
    if (input.description !== undefined) changes.description = input.description
    if (input.stock !== undefined) changes.stock = input.stock
    if (input.maxPerCustomer !== undefined) changes.max_per_customer = input.maxPerCustomer
    if (input.category !== undefined) changes.category = input.category
    // A product's HSN code and rate change only when sent: a new category does not reclassify it.
    if (input.hsnCode !== undefined) changes.hsn_code = input.hsnCode
    if (input.gstRate !== undefined) changes.gst_rate = input.gstRate
    if (input.rating !== undefined) changes.rating = input.rating
    if (input.isFeatured !== undefined) changes.is_featured = input.isFeatured ? 1 : 0
    if (input.isBestSeller !== undefined) changes.is_best_seller = input.isBestSeller ? 1 : 0
    if (input.isNewArrival !== undefined) changes.is_new_arrival = input.isNewArrival ? 1 : 0
    if (input.images !== undefined || uploadedImages.length > 0) {
      changes.images = JSON.stringify(
        combineImages(input.images ?? parseJsonList(existing.images), uploadedImages),
      )
    }
    if (input.features !== undefined) changes.features = JSON.stringify(input.features)
    if (input.details !== undefined) changes.details = JSON.stringify(input.details)
    if (input.tags !== undefined) changes.tags = JSON.stringify(input.tags)
    Object.assign(changes, attributeColumns(input))
    const move = settlePreorderTerms(existing, input)
    if (move) changes.release_date_history = move.history

    let update = trx.updateTable('products').set(changes).where('id', '=', id)
    // The date read above is the one pushed onto the history and told to buyers: a move made meanwhile by
    // someone else (PostgreSQL reads without locking) makes this update change nothing, refused below.
    if (move) update = update.where('release_date', '=', move.previousDate)
    const updated = await update.returningAll().executeTakeFirst()
    if (!updated) {
      throw move
        ? new ConflictError(RELEASE_DATE_CHANGED_MEANWHILE_MESSAGE)
        : new NotFoundError(PRODUCT_NOT_FOUND)
    }
    const product = toProduct(updated)
    const changed = changedFields(editableFields(toProduct(existing)), editableFields(product))
    if (changed)
      await recordAudit(trx, actor, { action: 'product.update', entity: 'product', entityId: id, ...changed })
    if (existing.stock === 0 && updated.stock > 0) await notifyBackInStock(trx, mail, product)
    if (move && releaseDateChanged) {
      await releaseDateChanged(trx, {
        productId: product.id,
        productName: product.name,
        previousDate: move.previousDate,
        releaseDate: move.releaseDate,
      })
    }
    return product
  })
}

const FLAG_COLUMNS = {
  isFeatured: 'is_featured',
  isBestSeller: 'is_best_seller',
  isNewArrival: 'is_new_arrival',
} as const satisfies Record<ProductFlag, keyof ProductsTable>

/**
 * The flag changes only where it is not already so: the update itself says what it was, and a flag set to what it
 * was changes nothing and writes no activity entry.
 */
export async function setProductFlag(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  flag: ProductFlag,
  value: boolean,
): Promise<Product> {
  if (!PRODUCT_ID.test(id)) throw new NotFoundError(PRODUCT_NOT_FOUND)
  const column = FLAG_COLUMNS[flag]
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('products')
      .set({ [column]: value ? 1 : 0, updated_at: nowIso() })
      .where('id', '=', id)
      .where(column, '=', value ? 0 : 1)
      .returningAll()
      .executeTakeFirst()
    if (!updated) return getProduct(trx, id)
    await recordAudit(trx, actor, {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: { [flag]: !value },
      after: { [flag]: value },
    })
    return toProduct(updated)
  })
}

/** Reviews go with the product; order items keep their snapshot and lose only the link (FK set null). */
export async function deleteProduct(db: Kysely<Database>, actor: AuditActor, id: string): Promise<void> {
  if (!PRODUCT_ID.test(id)) throw new NotFoundError(PRODUCT_NOT_FOUND)
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('products').where('id', '=', id).returningAll().executeTakeFirst()
    if (!deleted) throw new NotFoundError(PRODUCT_NOT_FOUND)
    await recordAudit(trx, actor, {
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before: productSummary(toProduct(deleted)),
    })
  })
}

// ───────────────────────────── for other modules, inside their transactions ─────────────────────────────

export class OutOfStockError extends AppError {
  constructor(name: string, available: number) {
    super(409, available > 0 ? `Only ${available} of "${name}" left in stock` : `"${name}" is out of stock`)
  }
}

/** A line of stock to take or give back; `name` is what an out-of-stock message calls the product. */
export type StockLine = { productId: string; quantity: number; name: string }

/**
 * Decrements each product's stock only where enough is left, one conditional UPDATE per line, in order; the
 * database re-checks the condition under its row lock. The first line that cannot be served throws
 * `OutOfStockError`, and the caller's transaction undoes the lines before it.
 */
export async function takeStock(trx: Kysely<Database>, lines: readonly StockLine[]): Promise<void> {
  for (const line of lines) {
    const taken = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity), updated_at: nowIso() }))
      .where('id', '=', line.productId)
      .where('stock', '>=', line.quantity)
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) === 0) {
      const current = await trx
        .selectFrom('products')
        .select('stock')
        .where('id', '=', line.productId)
        .executeTakeFirst()
      throw new OutOfStockError(line.name, current?.stock ?? 0)
    }
  }
}

/** Gives stock back (a cancelled order); a product deleted since is skipped. */
export async function returnStock(
  trx: Kysely<Database>,
  lines: readonly Omit<StockLine, 'name'>[],
): Promise<void> {
  for (const line of lines) {
    await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity), updated_at: nowIso() }))
      .where('id', '=', line.productId)
      .execute()
  }
}

/** What an order snapshots of each product it sells: name, price, pictures, and the stock at reading. */
export async function findProductsForOrder(db: Kysely<Database>, ids: readonly string[]) {
  const rows = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'price_paise',
      'images',
      'stock',
      'category',
      'max_per_customer',
      'hsn_code',
      'gst_rate',
      // A pre-order takes no stock, within its limit (orders/preorders.ts).
      'is_preorder',
      'release_date',
      'preorder_limit',
    ])
    .where('id', 'in', [...ids])
    .execute()
  return rows.map((row) => ({
    ...row,
    hsn_code: row.hsn_code ?? UNCLASSIFIED.hsnCode,
    gst_rate: row.gst_rate ?? UNCLASSIFIED.gstRate,
  }))
}

/** A malformed id is a product that does not exist. */
export async function productExists(db: Kysely<Database>, id: string): Promise<boolean> {
  if (!PRODUCT_ID.test(id)) return false
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

/**
 * Touches the product row without changing it, which takes its row lock on PostgreSQL: concurrent reviews
 * of one product then queue up. False when there is no such product.
 */
export async function lockProductForRating(trx: Kysely<Database>, id: string): Promise<boolean> {
  const locked = await trx
    .updateTable('products')
    .set((eb) => ({ num_reviews: eb.ref('num_reviews') }))
    .where('id', '=', id)
    .executeTakeFirst()
  return locked.numUpdatedRows !== 0n
}

/** Stores a product's rating (the mean of its reviews, 1 decimal) and its number of reviews. */
export async function recordRating(
  trx: Kysely<Database>,
  id: string,
  summary: { rating: number; count: number },
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ rating: summary.rating, num_reviews: summary.count })
    .where('id', '=', id)
    .execute()
}

// ───────────────────────────── the sitemap ─────────────────────────────

export type ProductLastChange = { id: string; updatedAt: string }

/** How many products the catalogue holds. */
export async function countProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Every product's id and last change in id order, `limit` at a time: the next page starts after `afterId`
 * (keyset, one range read of the primary key however deep the page). `skip` passes over that many first, for
 * a reader that starts partway into the catalogue (the n-th sitemap file); its later pages go by `afterId`.
 */
export async function listProductChanges(
  db: Kysely<Database>,
  page: { afterId?: string; skip?: number; limit: number },
): Promise<ProductLastChange[]> {
  let query = db.selectFrom('products').select(['id', 'updated_at']).orderBy('id').limit(page.limit)
  if (page.afterId !== undefined) query = query.where('id', '>', page.afterId)
  if (page.skip) query = query.offset(page.skip)
  const rows = await query.execute()
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }))
}

// ───────────────────────────── the demo catalogue ─────────────────────────────

export async function hasAnyProduct(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) !== undefined
}

/** A product of the demo catalogue as the seed hands it over: prices in paise, its times already chosen. */
export type SeedProduct = {
  key: string
  name: string
  description: string
  category: string
  hsnCode: string
  gstRate: number
  pricePaise: number
  originalPricePaise: number
  images: string[]
  stock: number
  tags: string[]
  rating: number
  numReviews: number
  isFeatured: boolean
  isBestSeller: boolean
  isNewArrival: boolean
  details: unknown[]
  features: unknown[]
  createdAt: string
  /** A collector's attributes and pre-order terms, as the product form names them; absent means none. */
  series?: string | null
  character?: string | null
  manufacturer?: string | null
  line?: string | null
  scale?: string | null
  jan?: string | null
  isPreorder?: boolean
  releaseDate?: string | null
  preorderLimit?: number | null
}

/**
 * Inserts the demo products; a product whose seed key is already stored is left alone, so a concurrent or
 * repeated seed changes nothing. Returns the ids of the products inserted now, by seed key.
 */
export async function createSeedProducts(
  db: Kysely<Database>,
  products: readonly SeedProduct[],
): Promise<Map<string, string>> {
  if (products.length === 0) return new Map()
  const rows: ProductRow[] = products.map((product) => ({
    id: newId(),
    name: product.name,
    description: product.description,
    price_paise: product.pricePaise,
    original_price_paise: Math.max(product.originalPricePaise, product.pricePaise),
    images: JSON.stringify(product.images),
    stock: product.stock,
    category: product.category,
    hsn_code: product.hsnCode,
    gst_rate: product.gstRate,
    tags: JSON.stringify(product.tags),
    rating: product.rating,
    num_reviews: product.numReviews,
    is_featured: product.isFeatured ? 1 : 0,
    is_best_seller: product.isBestSeller ? 1 : 0,
    is_new_arrival: product.isNewArrival ? 1 : 0,
    details: JSON.stringify(product.details),
    features: JSON.stringify(product.features),
    seed_key: product.key,
    max_per_customer: null,
    created_at: product.createdAt,
    updated_at: product.createdAt,
    series: product.series ?? null,
    series_slug: storedSeriesSlug(product.series),
    character_name: product.character ?? null,
    manufacturer: product.manufacturer ?? null,
    product_line: product.line ?? null,
    scale: product.scale ?? null,
    jan: product.jan ?? null,
    is_preorder: product.isPreorder ? 1 : 0,
    release_date: product.releaseDate ?? null,
    preorder_limit: product.preorderLimit ?? null,
    release_date_history: '[]',
  }))
  const inserted = await db
    .insertInto('products')
    .values(rows)
    .onConflict((conflict) => conflict.column('seed_key').doNothing())
    .returning(['id', 'seed_key'])
    .execute()
  return new Map(inserted.map((row) => [row.seed_key!, row.id]))
}

// ───────────────────────────── dashboard figures ─────────────────────────────

/** Every product in the catalogue, and how many were added this month and last month. */
export async function productFigures(
  db: Kysely<Database>,
  months: MonthWindows,
): Promise<{ total: number } & MonthFigures> {
  const row = await db
    .selectFrom('products')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      countBetween('created_at', months.currentStart, months.nextStart).as('current'),
      countBetween('created_at', months.previousStart, months.currentStart).as('previous'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), current: Number(row.current ?? 0), previous: Number(row.previous ?? 0) }
}

/** In-stock products with at most `threshold` left, lowest first: sold-out ones are another matter. */
export async function lowStockProducts(
  db: Kysely<Database>,
  threshold: number,
  limit: number,
): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('stock', '>', 0)
    .where('stock', '<=', threshold)
    .orderBy('stock')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map(toProduct)
}
