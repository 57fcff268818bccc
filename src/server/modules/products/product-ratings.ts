import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { isLive } from './product-filters'

/** A product's rating, kept by the reviews module inside its transactions. */

/**
 * Touches the product row without changing it, which takes its row lock on PostgreSQL: concurrent reviews
 * of one product then queue up. False when there is no such product.
 */
export async function lockProductForRating(trx: Kysely<Database>, id: string): Promise<boolean> {
  const locked = await trx
    .updateTable('products')
    .set((eb) => ({ num_reviews: eb.ref('num_reviews') }))
    .where('id', '=', id)
    // Only a product on sale is reviewed.
    .where(isLive())
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
