import type { Kysely } from 'kysely'
import { rupeesToPaise } from '@common/money'
import type { CatalogueProductInput, Product } from '@common/schemas/product'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { ConflictError } from '../../errors'
import type { ProductOption } from '@common/variants'
import type { ProductVariant } from '@common/schemas/product'
import { asNewProductInput } from './catalogue-csv'
import { type CatalogueVariantRow, planVariantGrid, type RowRefusal } from './catalogue-variants'
import { findProductRow, toProduct } from './product-rows'
import { writeVariantGrid } from './product-variants'
import { hasOptions, toVariant, withVariants } from './variant-rows'
import { recordStockMovement } from './stock-ledger'
import {
  RELEASE_DATE_CHANGED_MEANWHILE_MESSAGE,
  settlePreorderTerms,
  type ReleaseDateChanged,
} from './preorder-terms'
import {
  attributeColumns,
  checkDropColumns,
  checkGstRateChange,
  createProduct,
  dropColumns,
  labellingColumns,
} from './product-writes'

/**
 * Every product in id order, `limit` at a time after `afterId` (keyset: one range read of the primary key
 * however far into the catalogue), for the catalogue export; a product with options with its `variants`.
 */
export async function listProductsInIdOrder(
  db: Kysely<Database>,
  page: { afterId?: string | undefined; limit: number },
): Promise<Product[]> {
  let query = db.selectFrom('products').selectAll().orderBy('id').limit(page.limit)
  if (page.afterId !== undefined) query = query.where('id', '>', page.afterId)
  const rows = await query.execute()
  // The page's variants in one read, for the products with options (a row each in the file).
  const withOptions = rows.filter(hasOptions).map((row) => row.id)
  const variants =
    withOptions.length === 0
      ? []
      : await db
          .selectFrom('product_variants')
          .selectAll()
          .where('product_id', 'in', withOptions)
          .orderBy('product_id')
          .orderBy('position')
          .execute()
  return rows.map((row) => {
    const product = toProduct(row)
    if (!hasOptions(row)) return product
    return {
      ...product,
      variants: variants.filter((variant) => variant.product_id === row.id).map(toVariant),
    }
  })
}

/** Whether any product has options: the export then writes the variants' columns, for every row. */
export async function catalogueHasVariants(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('product_variants').select('id').limit(1).executeTakeFirst()
  return row !== undefined
}

/** What writing a catalogue row over a product came to. */
export type CatalogueOverwrite =
  | { outcome: 'updated' | 'missing' }
  /** The row changes the stock from a figure it no longer has: nothing of the row was written. */
  | { outcome: 'stock-moved'; stockAtExport: number; currentStock: number }

/**
 * Writes a catalogue file's row over a product, inside the caller's transaction: the file is the whole truth
 * for its columns, so each of them is replaced (a blank original price is the selling price, as on the admin
 * form; a lower one is raised to it). What the file does not hold — rating, reviews, details, features, and the
 * collector's columns of an older file — is kept. A pre-order's moved release date goes to its history and
 * `releaseDateChanged` tells its buyers, as on the admin form.
 *
 * Stock is the exception: units sell between the export and the import, so the file's `stock` is written only
 * when it differs from the row's `stock_at_export` (the operator changed it) and the stock is still what was
 * exported; otherwise the row is refused whole. Without `stockAtExport` (an older file) the stock stays as stored.
 */
export async function overwriteProductFromCatalogue(
  trx: Kysely<Database>,
  id: string,
  input: CatalogueProductInput,
  stockAtExport: number | undefined,
  releaseDateChanged?: ReleaseDateChanged,
): Promise<CatalogueOverwrite> {
  const existing = await findProductRow(trx, id, { lock: true })
  if (!existing) return { outcome: 'missing' }
  const stockChanges = stockAtExport !== undefined && input.stock !== stockAtExport
  if (stockChanges && existing.stock !== stockAtExport)
    return { outcome: 'stock-moved', stockAtExport, currentStock: existing.stock }
  // A file without the status column leaves the product's status and launch time as they are.
  const drop = dropColumns({ status: input.status, liveAt: input.liveAt })
  checkDropColumns(existing, drop)
  checkGstRateChange(existing, input.gstRate)
  const move = settlePreorderTerms(existing, input)
  const pricePaise = rupeesToPaise(input.price)
  const originalPricePaise =
    input.originalPrice === null || input.originalPrice === undefined
      ? pricePaise
      : Math.max(rupeesToPaise(input.originalPrice), pricePaise)
  const updated = await trx
    .updateTable('products')
    .set({
      name: input.name,
      description: input.description,
      price_paise: pricePaise,
      original_price_paise: originalPricePaise,
      ...(stockChanges && { stock: input.stock }),
      // A file without the column leaves the limit as it is; an empty cell clears it.
      ...(input.maxPerCustomer !== undefined && { max_per_customer: input.maxPerCustomer }),
      // A blank or missing HSN code or rate keeps the product's own: a file cannot unclassify a product.
      ...(input.hsnCode !== undefined && { hsn_code: input.hsnCode }),
      ...(input.gstRate !== undefined && { gst_rate: input.gstRate }),
      category: input.category,
      tags: JSON.stringify(input.tags ?? []),
      images: JSON.stringify(input.images),
      is_featured: input.isFeatured ? 1 : 0,
      is_best_seller: input.isBestSeller ? 1 : 0,
      is_new_arrival: input.isNewArrival ? 1 : 0,
      ...attributeColumns(input),
      // A file without the columns, or a blank country, leaves the product's labelling as it is.
      ...labellingColumns(input),
      ...drop,
      ...(move && { release_date_history: move.history }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    // The date read above is the one the history and the buyers' mails speak of (see updateProduct).
    .$if(move !== undefined, (update) => update.where('release_date', '=', move!.previousDate))
    // And the stock the file was exported with, checked again on the row itself.
    .$if(stockChanges, (update) => update.where('stock', '=', stockAtExport!))
    .returning('stock')
    .executeTakeFirst()
  if (!updated) {
    const current = await findProductRow(trx, id)
    if (!current) return { outcome: 'missing' }
    if (stockChanges && current.stock !== stockAtExport)
      return { outcome: 'stock-moved', stockAtExport: stockAtExport!, currentStock: current.stock }
    throw new ConflictError(RELEASE_DATE_CHANGED_MEANWHILE_MESSAGE)
  }
  if (stockChanges)
    await recordStockMovement(
      trx,
      id,
      { change: updated.stock - existing.stock, stockAfter: updated.stock },
      { reason: 'import' },
    )
  if (move && releaseDateChanged) {
    await releaseDateChanged(trx, {
      productId: id,
      productName: input.name,
      previousDate: move.previousDate,
      releaseDate: move.releaseDate,
    })
  }
  return { outcome: 'updated' }
}

/** What a catalogue row is checked with: a product's stock, GST rate, options and variants (none without options). */
export type CatalogueProduct = {
  stock: number
  gstRate: number
  options: ProductOption[]
  variants: ProductVariant[]
}

/** The product a catalogue row names, or undefined when there is no such product. */
export async function findCatalogueProduct(
  db: Kysely<Database>,
  id: string,
): Promise<CatalogueProduct | undefined> {
  const row = await findProductRow(db, id)
  if (!row) return undefined
  const product = await withVariants(db, row)
  return {
    stock: row.stock,
    gstRate: product.gstRate,
    options: product.options ?? [],
    variants: product.variants ?? [],
  }
}

/** The product each of `skus` belongs to, for those a variant has. */
export async function findSkuOwners(db: Kysely<Database>, skus: string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>()
  // In slices, as far below the databases' limits on parameters as the export's pages.
  for (let start = 0; start < skus.length; start += 500) {
    const rows = await db
      .selectFrom('product_variants')
      .select(['sku', 'product_id'])
      .where('sku', 'in', skus.slice(start, start + 500))
      .execute()
    for (const row of rows) owners.set(row.sku, row.product_id)
  }
  return owners
}

/** What writing a product's variant rows came to. */
export type CatalogueVariantsWrite =
  | { outcome: 'created' | 'updated' | 'missing' }
  /** Rows that the product's variants as they are now refuse (a stock moved since the check): nothing was written. */
  | { outcome: 'refused'; refusals: RowRefusal[] }

/**
 * Writes the rows of a product with options (`id`; undefined for a new product), inside the caller's
 * transaction: the product's own columns from its first row (`input`), as overwriteProductFromCatalogue writes
 * them but for its JAN, which on these rows is the variants'; then the grid the rows make over the variants as
 * they are now, locked (planVariantGrid: a variant's stock only from its `stock_at_export`, a variant the file
 * leaves out kept), through the grid's one writer. A new product is created with no stock of its own, so that its
 * units are its variants'.
 */
export async function overwriteVariantsFromCatalogue(
  trx: Kysely<Database>,
  id: string | undefined,
  input: CatalogueProductInput,
  rows: readonly CatalogueVariantRow[],
  releaseDateChanged?: ReleaseDateChanged,
): Promise<CatalogueVariantsWrite> {
  const ownColumns = { ...input, jan: undefined }
  let productId = id
  let stored: { options: ProductOption[]; variants: ProductVariant[] } | undefined
  if (productId !== undefined) {
    const existing = await findProductRow(trx, productId, { lock: true })
    if (!existing) return { outcome: 'missing' }
    const product = await withVariants(trx, existing)
    stored = { options: product.options ?? [], variants: product.variants ?? [] }
  }
  const plan = planVariantGrid(rows, stored)
  if (!plan.ok) return { outcome: 'refused', refusals: plan.refusals }
  if (productId === undefined) {
    productId = (await createProduct(trx, null, asNewProductInput({ ...ownColumns, stock: 0 }))).id
  } else {
    const written = await overwriteProductFromCatalogue(
      trx,
      productId,
      ownColumns,
      undefined,
      releaseDateChanged,
    )
    if (written.outcome === 'missing') return written
  }
  await writeVariantGrid(trx, productId, plan.input, { reason: 'import' })
  return { outcome: id === undefined ? 'created' : 'updated' }
}
