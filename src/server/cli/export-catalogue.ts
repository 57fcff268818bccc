import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import {
  catalogueCsvText,
  catalogueHasVariants,
  listProductsInIdOrder,
  productToCatalogueRecords,
} from '../modules/products'

/** Products read and written per step: a large catalogue never sits in memory whole. */
const EXPORT_PAGE_SIZE = 500

/**
 * Writes every product as CSV through `write`, header first, page by page in id order; returns how many
 * products (a product with options is a row per variant). Image paths become absolute on `shopUrl` when it is
 * given. The variants' columns are written when any product has options, so that a catalogue without them gives
 * the file it always has.
 */
export async function exportCatalogue(
  db: Kysely<Database>,
  write: (text: string) => Promise<void> | void,
  options: { shopUrl?: string | undefined } = {},
): Promise<number> {
  const withVariants = await catalogueHasVariants(db)
  let count = 0
  let afterId: string | undefined
  for (;;) {
    const products = await listProductsInIdOrder(db, { afterId, limit: EXPORT_PAGE_SIZE })
    if (count === 0 || products.length > 0)
      await write(
        catalogueCsvText(
          products.flatMap((product) => productToCatalogueRecords(product, options.shopUrl)),
          count === 0,
          withVariants,
        ),
      )
    count += products.length
    if (products.length < EXPORT_PAGE_SIZE) return count
    afterId = products[products.length - 1]!.id
  }
}
