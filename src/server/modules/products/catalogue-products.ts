import type { Kysely } from 'kysely'
import { rupeesToPaise } from '@common/money'
import type { CreateProductInput, Product } from '@common/schemas/product'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { ConflictError } from '../../errors'
import { toProduct } from './product-rows'
import {
  attributeColumns,
  RELEASE_DATE_CHANGED_MEANWHILE_MESSAGE,
  settlePreorderTerms,
  type ReleaseDateChanged,
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

/**
 * Writes a catalogue file's row over a product, inside the caller's transaction: the file is the whole truth
 * for its columns, so each of them is replaced (a blank original price is the selling price, as on the admin
 * form; a lower one is raised to it). What the file does not hold — rating, reviews, details, features, and the
 * collector's columns of an older file — is kept. A pre-order's moved release date goes to its history and
 * `releaseDateChanged` tells its buyers, as on the admin form. False when there is no such product.
 */
export async function overwriteProductFromCatalogue(
  trx: Kysely<Database>,
  id: string,
  input: CreateProductInput,
  releaseDateChanged?: ReleaseDateChanged,
): Promise<boolean> {
  const existing = await trx
    .selectFrom('products')
    .select(['is_preorder', 'release_date', 'preorder_limit', 'release_date_history'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!existing) return false
  const move = settlePreorderTerms(existing, input)
  const pricePaise = rupeesToPaise(input.price)
  const originalPricePaise =
    input.originalPrice === null || input.originalPrice === undefined
      ? pricePaise
      : Math.max(rupeesToPaise(input.originalPrice), pricePaise)
  const result = await trx
    .updateTable('products')
    .set({
      name: input.name,
      description: input.description,
      price_paise: pricePaise,
      original_price_paise: originalPricePaise,
      stock: input.stock,
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
      ...(move && { release_date_history: move.history }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    // The date read above is the one the history and the buyers' mails speak of (see updateProduct).
    .$if(move !== undefined, (update) => update.where('release_date', '=', move!.previousDate))
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) {
    if (move) throw new ConflictError(RELEASE_DATE_CHANGED_MEANWHILE_MESSAGE)
    return false
  }
  if (move && releaseDateChanged) {
    await releaseDateChanged(trx, {
      productId: id,
      productName: input.name,
      previousDate: move.previousDate,
      releaseDate: move.releaseDate,
    })
  }
  return true
}
