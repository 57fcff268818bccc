import type { Kysely } from 'kysely'
import type { ProductVariantsInput } from '@common/schemas/variants'
import { seriesSlug } from '@common/catalogue-attributes'
import { paiseToRupees, rupeesToPaise } from '@common/money'
import {
  MAX_PRODUCT_IMAGES,
  SCHEDULED_NEEDS_LIVE_AT_MESSAGE,
  type CreateProductInput,
  type Product,
  type ProductFlag,
  type UpdateProductInput,
} from '@common/schemas/product'
import { newId, nowIso } from '../../db/ids'
import type { Database, ProductRow, ProductsTable } from '../../db/schema'
import { BadRequestError, ConflictError, NotFoundError } from '../../errors'
import { type AuditActor, changedFields, recordAudit } from '../audit'
import type { MailContext } from '../mail'
import { isRetiredGstRate } from '@common/gst'
import { retiredGstRateMessage } from '@common/schemas/tax'
import { findCategoryTaxDefault } from '../tax'
import {
  RELEASE_DATE_CHANGED_MEANWHILE_MESSAGE,
  settlePreorderTerms,
  type ReleaseDateChanged,
} from './preorder-terms'
import { editableFields, productSummary } from './product-audit'
import { getProduct } from './product-reads'
import { hasOptions, withVariants } from './variant-rows'
import { type VariantsRemoved, writeGridOfRequest } from './product-variants'
import { findProductRow, parseJsonList, PRODUCT_ID, PRODUCT_NOT_FOUND, toProduct } from './product-rows'
import { settleStockEdit, StockMovedError, type BackInStock } from './stock-edits'
import { recordStockMovement } from './stock-ledger'
import { earlyAccessOpensAt, launchDueProducts, type LaunchMails } from './launches'

/**
 * The catalogue's writes: the admin's and staff's product form (create, update with its pre-order terms, flags,
 * delete), each recorded in the activity log in its transaction.
 */

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
export function storedSeriesSlug(series: string | null | undefined): string | null {
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

/** The labelling fields of a product form or file, as columns; what was not sent is left out. */
export function labellingColumns(
  input: Pick<CreateProductInput, 'countryOfOrigin' | 'importer' | 'netQuantity'>,
): Partial<ProductsTable> {
  const columns: Partial<ProductsTable> = {}
  if (input.countryOfOrigin !== undefined) columns.country_of_origin = input.countryOfOrigin
  if (input.importer !== undefined) columns.importer = input.importer
  if (input.netQuantity !== undefined) columns.net_quantity = input.netQuantity
  return columns
}

/**
 * A product's new GST rate: a removed slab (12, 28) may be sent back as the rate the product already holds (its
 * form or file read with it), which changes nothing; as a change it is refused (400), as on create.
 */
export function checkGstRateChange(existing: Pick<ProductRow, 'gst_rate'>, rate: number | undefined): void {
  if (rate !== undefined && rate !== existing.gst_rate && isRetiredGstRate(rate))
    throw new BadRequestError(retiredGstRateMessage(rate))
}

/** A drop's fields of a product form or file, as columns; what was not sent is left out. */
export function dropColumns(
  input: Pick<CreateProductInput, 'status' | 'liveAt' | 'teaser' | 'earlyAccessMinutes'>,
): Partial<ProductsTable> {
  const columns: Partial<ProductsTable> = {}
  if (input.status !== undefined) columns.status = input.status
  if (input.liveAt !== undefined) columns.live_at = input.liveAt
  if (input.teaser !== undefined) columns.teaser = input.teaser ? 1 : 0
  if (input.earlyAccessMinutes !== undefined) columns.early_access_minutes = input.earlyAccessMinutes
  return columns
}

/** Once merged with what is stored, a scheduled product has a launch time (400 otherwise). */
export function checkDropColumns(
  existing: Pick<ProductRow, 'status' | 'live_at'>,
  changes: Partial<ProductsTable>,
): void {
  const status = changes.status ?? existing.status
  const liveAt = changes.live_at !== undefined ? changes.live_at : existing.live_at
  if (status === 'scheduled' && !liveAt) throw new BadRequestError(SCHEDULED_NEEDS_LIVE_AT_MESSAGE)
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
  grid?: { input: ProductVariantsInput; mail: MailContext },
): Promise<Product> {
  // The import calls with its own transaction, which holds the product and its opening movement together.
  if (actor === null) return insertProduct(db, input, uploadedImages, null)
  return db.transaction().execute(async (trx) => {
    const product = await insertProduct(trx, input, uploadedImages, actor)
    await recordAudit(trx, actor, {
      action: 'product.create',
      entity: 'product',
      entityId: product.id,
      after: productSummary(product),
    })
    // Sent with its options: the product is created with its variants, or not at all.
    return grid ? writeGridOfRequest(trx, actor, product.id, grid.input, grid.mail) : product
  })
}

/** The product and its ledger's `opening` movement: its first stock. */
async function insertProduct(
  db: Kysely<Database>,
  input: CreateProductInput,
  uploadedImages: string[],
  actor: AuditActor | null,
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
    options: '[]',
    max_price_paise: null,
    variant_text: '',
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
    country_of_origin: null,
    importer: null,
    net_quantity: null,
    ...attributeColumns(input),
    ...labellingColumns(input),
    status: input.status ?? 'live',
    live_at: input.liveAt ?? null,
    teaser: input.teaser ? 1 : 0,
    early_access_minutes: input.earlyAccessMinutes ?? 0,
    early_access_mailed_at: null,
  }
  await db.insertInto('products').values(row).execute()
  await recordStockMovement(
    db,
    row.id,
    { change: row.stock, stockAfter: row.stock },
    { reason: 'opening', actor },
  )
  return toProduct(row)
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
  backInStock?: BackInStock,
  launch?: LaunchMails,
  grid?: ProductVariantsInput,
  variantsRemoved?: VariantsRemoved,
): Promise<Product> {
  return db.transaction().execute(async (trx) => {
    const existing = await findProductRow(trx, id, { lock: true })
    if (!existing) throw new NotFoundError(PRODUCT_NOT_FOUND)
    if (hasOptions(existing) && !grid) refuseVariantFigures(existing, input)

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
    const stockEdit = settleStockEdit(existing.stock, input)
    if (stockEdit) changes.stock = stockEdit.to
    if (input.maxPerCustomer !== undefined) changes.max_per_customer = input.maxPerCustomer
    if (input.category !== undefined) changes.category = input.category
    // A product's HSN code and rate change only when sent: a new category does not reclassify it.
    if (input.hsnCode !== undefined) changes.hsn_code = input.hsnCode
    checkGstRateChange(existing, input.gstRate)
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
    Object.assign(changes, attributeColumns(input), labellingColumns(input), dropColumns(input))
    checkDropColumns(existing, changes)
    const move = settlePreorderTerms(existing, input)
    if (move) changes.release_date_history = move.history

    let update = trx.updateTable('products').set(changes).where('id', '=', id)
    // The date read above is the one pushed onto the history and told to buyers: a move made meanwhile by
    // someone else (PostgreSQL reads without locking) makes this update change nothing, refused below.
    if (move) update = update.where('release_date', '=', move.previousDate)
    // Likewise the stock the edit starts from, checked again on the row itself.
    if (stockEdit) update = update.where('stock', '=', existing.stock)
    const updated = await update.returningAll().executeTakeFirst()
    if (!updated) {
      const current = await findProductRow(trx, id)
      if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND)
      if (stockEdit && current.stock !== existing.stock)
        throw new StockMovedError(input.stockFrom ?? existing.stock, current.stock)
      throw new ConflictError(RELEASE_DATE_CHANGED_MEANWHILE_MESSAGE)
    }
    if (stockEdit)
      await recordStockMovement(
        trx,
        id,
        { change: updated.stock - existing.stock, stockAfter: updated.stock },
        { reason: 'edit', actor },
      )
    const product = toProduct(updated)
    const changed = changedFields(editableFields(toProduct(existing)), editableFields(product))
    if (changed)
      await recordAudit(trx, actor, { action: 'product.update', entity: 'product', entityId: id, ...changed })
    if (existing.stock === 0 && updated.stock > 0) await backInStock?.(trx, mail, product)
    // A launch time already past (the owner's "launch now") launches it in this transaction, mails and all; so
    // does a scheduled product set live by hand.
    // Sent with its options: the grid is written in the same transaction, after the product's own fields.
    const withGrid = grid
      ? await writeGridOfRequest(trx, actor, id, grid, mail, backInStock, variantsRemoved)
      : undefined
    let answer = withGrid ?? (hasOptions(updated) ? await withVariants(trx, updated) : product)
    if (updated.status === 'scheduled' && updated.live_at && updated.live_at <= nowIso() && launch) {
      answer = (await launchDueProducts(trx, new Date(), launch, [id]))[0] ?? product
    } else if (existing.status === 'scheduled' && updated.status === 'live' && launch) {
      const earlyAccessFrom = updated.early_access_mailed_at
        ? earlyAccessOpensAt(toProduct(existing))
        : undefined
      await launch.launched(trx, product, earlyAccessFrom)
    }
    if (move && releaseDateChanged) {
      await releaseDateChanged(trx, {
        productId: product.id,
        productName: product.name,
        previousDate: move.previousDate,
        releaseDate: move.releaseDate,
      })
    }
    return answer
  })
}

export const VARIANT_FIGURES_MESSAGE =
  'This product has variants: its price and stock are set per variant, in its variant grid'

/** A product with options takes its prices and stock from its variants: a form sending them unchanged is fine. */
function refuseVariantFigures(existing: ProductRow, input: UpdateProductInput): void {
  const differs =
    (input.price !== undefined && rupeesToPaise(input.price) !== existing.price_paise) ||
    (input.originalPrice != null && rupeesToPaise(input.originalPrice) !== existing.original_price_paise) ||
    (input.stock !== undefined && input.stock !== existing.stock)
  if (differs) throw new BadRequestError(VARIANT_FIGURES_MESSAGE)
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
