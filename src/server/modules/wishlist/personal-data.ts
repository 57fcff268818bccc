import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** Every saved product of the account, newest first, live or not: the account's own export. */
export async function wishlistEntriesOf(
  db: Kysely<Database>,
  userId: string,
): Promise<{ productId: string; addedAt: string }[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['product_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('product_id')
    .execute()
  return rows.map((row) => ({ productId: row.product_id, addedAt: row.created_at }))
}

export async function clearWishlistOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('wishlist_items').where('user_id', '=', userId).execute()
}
