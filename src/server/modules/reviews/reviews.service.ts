import type { Kysely } from 'kysely'
import { REVIEW_MESSAGES, type CreateReviewInput, type Review } from '@common/schemas/review'
import { newId, nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { BadRequestError, NotFoundError } from '../../errors'
import { lockProductForRating, productExists, recordRating } from '../products'
import { findUserNames } from '../users'

const PRODUCT_NOT_FOUND = 'Product not found'
const PRODUCT_ID = /^[0-9a-f]{24}$/

export type ReviewAuthor = { id: string; name: string }

async function assertProductExists(db: Kysely<Database>, productId: string): Promise<void> {
  if (!(await productExists(db, productId))) throw new NotFoundError(PRODUCT_NOT_FOUND)
}

/** A product's reviews, newest first, each with its author's current name when the account still exists. */
export async function listProductReviews(db: Kysely<Database>, productId: string): Promise<Review[]> {
  await assertProductExists(db, productId)
  const rows = await db
    .selectFrom('reviews')
    .select(['id', 'rating', 'comment', 'created_at', 'author_name', 'user_id'])
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const authors = await findUserNames(
    db,
    rows.flatMap((row) => (row.user_id ? [row.user_id] : [])),
  )
  return rows.map((row) => {
    const author = row.user_id ? authors.get(row.user_id) : undefined
    const name = author?.name ?? row.author_name
    return {
      _id: row.id,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.created_at,
      user: author ? { _id: author.id, name } : null,
      name,
    }
  })
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
    if (!(await lockProductForRating(trx, productId))) throw new NotFoundError(PRODUCT_NOT_FOUND)

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

    await recordRating(trx, productId, await summarizeReviews(trx, productId))

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

/** The demo catalogue's reviews, written as given; the seed has already settled each product's rating. */
export async function createSeedReviews(
  db: Kysely<Database>,
  reviews: readonly {
    productId: string
    userId: string
    authorName: string
    rating: number
    comment: string
    createdAt: string
  }[],
): Promise<void> {
  if (reviews.length === 0) return
  await db
    .insertInto('reviews')
    .values(
      reviews.map((review) => ({
        id: newId(),
        product_id: review.productId,
        user_id: review.userId,
        author_name: review.authorName,
        rating: review.rating,
        comment: review.comment,
        created_at: review.createdAt,
      })),
    )
    .execute()
}
