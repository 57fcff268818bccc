import type { Kysely } from 'kysely'
import type { Product } from '@common/schemas/product'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { findProducts, productExists } from '../products'

/** A shopper's saved products, newest first; products deleted from the catalogue leave the list with them. */
export async function listWishlist(db: Kysely<Database>, userId: string): Promise<Product[]> {
  const saved = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('product_id')
    .execute()
  // A product taken off sale (a draft, archived) leaves the answer, and comes back with it when live again.
  return findProducts(
    db,
    saved.map((row) => row.product_id),
    { liveOnly: true },
  )
}

/** Saving a product twice keeps it once. */
export async function addToWishlist(db: Kysely<Database>, userId: string, productId: string): Promise<void> {
  if (!(await productExists(db, productId, { liveOnly: true }))) throw new NotFoundError('Product not found')
  await db
    .insertInto('wishlist_items')
    .values({ user_id: userId, product_id: productId, created_at: nowIso() })
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
    .execute()
}

/** Only the shopper's own list is touched; removing a product that is not on it changes nothing. */
export async function removeFromWishlist(
  db: Kysely<Database>,
  userId: string,
  productId: string,
): Promise<void> {
  if (!(await productExists(db, productId))) throw new NotFoundError('Product not found')
  await db
    .deleteFrom('wishlist_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute()
}
