import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** The account's reviews, newest first, with the name they were written under. */
export async function reviewsOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('reviews')
    .select(['id', 'product_id', 'author_name', 'rating', 'comment', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    _id: row.id,
    productId: row.product_id,
    authorName: row.author_name,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at,
  }))
}

/**
 * An erased account's reviews stay (the product's rating is made of them) under `name` and no account, as the
 * reviews of a deleted account read.
 */
export async function anonymiseReviewsOf(trx: Kysely<Database>, userId: string, name: string): Promise<void> {
  await trx
    .updateTable('reviews')
    .set({ author_name: name, user_id: null })
    .where('user_id', '=', userId)
    .execute()
}
