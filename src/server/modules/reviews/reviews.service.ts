import type { Kysely } from 'kysely'
import { REVIEW_MESSAGES, type CreateReviewInput, type Review } from '@common/schemas/review'
import { newId, nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { BadRequestError, NotFoundError } from '../../errors'

const PRODUCT_NOT_FOUND = 'Product not found'
const PRODUCT_ID = /^[0-9a-f]{24}$/

export type ReviewAuthor = { id: string; name: string }

async function assertProductExists(db: Kysely<Database>, productId: string): Promise<void> {
  if (!PRODUCT_ID.test(productId)) throw new NotFoundError(PRODUCT_NOT_FOUND)
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND)
}

/** A product's reviews, newest first, each with its author's current name when the account still exists. */
export async function listProductReviews(db: Kysely<Database>, productId: string): Promise<Review[]> {
  await assertProductExists(db, productId)
  const rows = await db
    .selectFrom('reviews')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.comment',
      'reviews.created_at',
      'reviews.author_name',
      'users.id as author_id',
      'users.name as author_current_name',
    ])
    .where('reviews.product_id', '=', productId)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .execute()
  return rows.map((row) => ({
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at,
    user: row.author_id ? { _id: row.author_id, name: row.author_current_name ?? row.author_name } : null,
    name: row.author_current_name ?? row.author_name,
  }))
}

/** The mean of the product's reviews to 1 decimal, and how many there are. */
async function summarizeReviews(
  db: Kysely<Database>,
  productId: string,
): Promise<{ rating: number; count: number }> {
  const summary = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.avg<number | string | null>('rating').as('average'),
      eb.fn.countAll<number | string | bigint>().as('count'),
    ])
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow()
  const average = summary.average === null ? 0 : Number(summary.average)
  return { rating: Math.round(average * 10) / 10, count: Number(summary.count) }
}

/**
 * One review per shopper per product. The review and the product's rating and review count change in
 * one transaction, so the catalogue never shows a count that disagrees with the list.
 */
export async function addProductReview(
  db: Kysely<Database>,
  author: ReviewAuthor,
  productId: string,
  input: CreateReviewInput,
): Promise<Review> {
  if (!PRODUCT_ID.test(productId)) throw new NotFoundError(PRODUCT_NOT_FOUND)
  return db.transaction().execute(async (trx) => {
    // Touching the product row first takes its row lock on PostgreSQL: concurrent reviews of one product
    // then queue up, and each recount below sees the reviews committed before it.
    const locked = await trx
      .updateTable('products')
      .set((eb) => ({ num_reviews: eb.ref('num_reviews') }))
      .where('id', '=', productId)
      .executeTakeFirst()
    if (locked.numUpdatedRows === 0n) throw new NotFoundError(PRODUCT_NOT_FOUND)

    const existing = await trx
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', productId)
      .where('user_id', '=', author.id)
      .executeTakeFirst()
    if (existing) throw new BadRequestError(REVIEW_MESSAGES.alreadyReviewed)

    const review = {
      id: newId(),
      product_id: productId,
      user_id: author.id,
      author_name: author.name,
      rating: input.rating,
      comment: input.comment,
      created_at: nowIso(),
    }
    await trx.insertInto('reviews').values(review).execute()

    const { rating, count } = await summarizeReviews(trx, productId)
    await trx
      .updateTable('products')
      .set({ rating, num_reviews: count })
      .where('id', '=', productId)
      .execute()

    return {
      _id: review.id,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.created_at,
      user: { _id: author.id, name: author.name },
      name: author.name,
    }
  })
}
