import type { Kysely } from 'kysely'
import { rupeesToPaise } from '@common/money'
import type { CatalogueProductInput, Product } from '@common/schemas/product'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { ConflictError } from '../../errors'
import { findProductRow, toProduct } from './product-rows'
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
  dropColumns,
  labellingColumns,
} from './product-writes'

/**
 * Every product in id order, `limit` at a time after `afterId` (keyset: one range read of the primary key
 * however far into the catalogue), for the catalogue export.
 */
export async function listProductsInIdOrder(
  db: Kysely<Database>,
  page: { afterId?: string | undefined; limit: number },
): Promise<Product[]> {
  let query = db.selectFrom('products').selectAll().orderBy('id').limit(page.limit)
  if (page.afterId !== undefined) query = query.where('id', '>', page.afterId)
  return (await query.execute()).map(toProduct)
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

/** A product's stock and GST rate, or undefined when there is no such product: a catalogue row is checked with them. */
export async function findCatalogueProduct(
  db: Kysely<Database>,
  id: string,
): Promise<{ stock: number; gstRate: number } | undefined> {
  const row = await findProductRow(db, id)
  return row && { stock: row.stock, gstRate: toProduct(row).gstRate }
}
