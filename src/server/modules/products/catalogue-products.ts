import type { Kysely } from 'kysely'
import { rupeesToPaise } from '@common/money'
import type { CreateProductInput, Product } from '@common/schemas/product'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { toProduct } from './products.service'

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
 * form; a lower one is raised to it). What the file does not hold — rating, reviews, details, features — is
 * kept. False when there is no such product.
 */
export async function overwriteProductFromCatalogue(
  trx: Kysely<Database>,
  id: string,
  input: CreateProductInput,
): Promise<boolean> {
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
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
