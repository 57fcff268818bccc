import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashPassword } from '../../modules/auth/password'
import { storeImage } from '../../modules/media/media.service'
import { newId } from '../ids'
import type { Database, ProductRow, ReviewsTable, UsersTable } from '../schema'
import { demoProducts, demoReviews, demoShoppers, type DemoProduct, type DemoReview } from './demo-products'
import { renderProductArt } from './render-product-art'

const DAY_MS = 24 * 3_600_000

export type RenderArt = (product: DemoProduct, variant: number) => Promise<Buffer>

export type SeedOptions = {
  /** Called once the catalogue is found empty, before the (slow) pictures are drawn. */
  onStart?: () => void
  /** Draws one picture; `renderProductArt` unless a test gives a faster stand-in. */
  renderArt?: RenderArt
}
/** Pictures rendered and encoded at once: enough to keep two cores busy without holding many in memory. */
const RENDER_CONCURRENCY = 4

/**
 * Fills an empty catalogue with the demo products, their pictures, the demo shoppers and their reviews.
 * A catalogue with any product is left alone, and the unique seed keys and e-mails make a concurrent or
 * repeated run change nothing. Pictures are rendered and stored first (content-addressed, so a repeat
 * stores nothing new); the rows then go in with one transaction.
 */
export async function seedDemoCatalogue(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<{ products: number }> {
  if (await hasAnyProduct(db)) return { products: 0 }
  options.onStart?.()

  const imagesByProduct = await renderAndStoreImages(db, demoProducts, options.renderArt ?? renderProductArt)
  const passwordHashes = await Promise.all(
    demoShoppers.map(() => hashPassword(randomBytes(32).toString('hex'))),
  )
  const reviews = oneReviewPerShopperAndProduct(demoReviews)
  const now = Date.now()
  const ago = (days: number) => new Date(now - days * DAY_MS).toISOString()

  return db.transaction().execute(async (trx) => {
    const shopperRows: UsersTable[] = demoShoppers.map((shopper, index) => ({
      id: newId(),
      name: shopper.name,
      email: shopper.email.toLowerCase(),
      // Nobody knows this password: the demo shoppers exist to have written the reviews.
      password_hash: passwordHashes[index]!,
      role: 'user',
      is_active: 1,
      profile_picture: null,
      created_at: ago(400),
      updated_at: ago(400),
    }))
    await trx
      .insertInto('users')
      .values(shopperRows)
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute()
    const shoppers = await trx
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where(
        'email',
        'in',
        shopperRows.map((row) => row.email),
      )
      .execute()
    const shopperByEmail = new Map(shoppers.map((shopper) => [shopper.email, shopper]))

    const productRows = demoProducts.map((product) =>
      demoProductRow(product, imagesByProduct.get(product.key)!, reviews, ago),
    )
    const inserted = await trx
      .insertInto('products')
      .values(productRows)
      .onConflict((conflict) => conflict.column('seed_key').doNothing())
      .returning(['id', 'seed_key'])
      .execute()
    const productIdByKey = new Map(inserted.map((row) => [row.seed_key!, row.id]))

    const reviewRows: ReviewsTable[] = reviews.flatMap((review) => {
      const productId = productIdByKey.get(review.productKey)
      const shopper = shopperByEmail.get(review.shopperEmail.toLowerCase())
      if (!productId || !shopper) return []
      return [
        {
          id: newId(),
          product_id: productId,
          user_id: shopper.id,
          author_name: shopper.name,
          rating: review.rating,
          comment: review.comment,
          created_at: ago(review.ageDays),
        },
      ]
    })
    if (reviewRows.length > 0) await trx.insertInto('reviews').values(reviewRows).execute()
    return { products: inserted.length }
  })
}

async function hasAnyProduct(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) !== undefined
}

/** The product row, its rating already the average of its demo reviews (1 decimal, 0 without any). */
function demoProductRow(
  product: DemoProduct,
  images: string[],
  reviews: DemoReview[],
  ago: (days: number) => string,
): ProductRow {
  const ratings = reviews.filter((review) => review.productKey === product.key).map((review) => review.rating)
  const average = ratings.length > 0 ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : 0
  const createdAt = ago(product.ageDays)
  return {
    id: newId(),
    name: product.name,
    description: product.description,
    price_paise: product.pricePaise,
    original_price_paise: Math.max(product.originalPricePaise, product.pricePaise),
    images: JSON.stringify(images),
    stock: product.stock,
    category: product.category,
    tags: JSON.stringify(product.tags),
    rating: Math.round(average * 10) / 10,
    num_reviews: ratings.length,
    is_featured: product.isFeatured ? 1 : 0,
    is_best_seller: product.isBestSeller ? 1 : 0,
    is_new_arrival: product.isNewArrival ? 1 : 0,
    details: JSON.stringify(product.details),
    features: JSON.stringify(product.features),
    seed_key: product.key,
    created_at: createdAt,
    updated_at: createdAt,
  }
}

/** The reviews table allows one review per shopper and product; the first one written wins. */
function oneReviewPerShopperAndProduct(reviews: DemoReview[]): DemoReview[] {
  const seen = new Set<string>()
  return reviews.filter((review) => {
    const key = `${review.productKey} ${review.shopperEmail.toLowerCase()}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Renders every product's pictures a few at a time and stores them as /media/… WebP images. */
async function renderAndStoreImages(
  db: Kysely<Database>,
  products: DemoProduct[],
  renderArt: RenderArt,
): Promise<Map<string, string[]>> {
  const jobs = products.flatMap((product) =>
    Array.from({ length: product.imageCount }, (_, variant) => ({ product, variant })),
  )
  const urls = new Map<string, string[]>(
    products.map((product) => [product.key, new Array<string>(product.imageCount)]),
  )
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const { product, variant } = jobs[next++]!
      const picture = await renderArt(product, variant)
      urls.get(product.key)![variant] = (await storeImage(db, picture)).url
    }
  }
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker))
  return urls
}
