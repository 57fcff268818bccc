import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { hashPassword } from '../modules/auth/password'
import { storeImage } from '../modules/media/media.service'
import { createSeedProducts, hasAnyProduct, type SeedProduct } from '../modules/products/products.service'
import { createSeedReviews } from '../modules/reviews/reviews.service'
import { createSeedShoppers } from '../modules/users/users.service'
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
    const shoppers = await createSeedShoppers(
      trx,
      demoShoppers.map((shopper, index) => ({
        name: shopper.name,
        email: shopper.email,
        // Nobody knows this password: the demo shoppers exist to have written the reviews.
        passwordHash: passwordHashes[index]!,
        createdAt: ago(400),
      })),
    )
    const shopperByEmail = new Map(shoppers.map((shopper) => [shopper.email, shopper]))

    const productIdByKey = await createSeedProducts(
      trx,
      demoProducts.map((product) => seedProduct(product, imagesByProduct.get(product.key)!, reviews, ago)),
    )

    await createSeedReviews(
      trx,
      reviews.flatMap((review) => {
        const productId = productIdByKey.get(review.productKey)
        const shopper = shopperByEmail.get(review.shopperEmail.toLowerCase())
        if (!productId || !shopper) return []
        return [
          {
            productId,
            userId: shopper.id,
            authorName: shopper.name,
            rating: review.rating,
            comment: review.comment,
            createdAt: ago(review.ageDays),
          },
        ]
      }),
    )
    return { products: productIdByKey.size }
  })
}

/**
 * The product as the products module stores it, its rating already the average of its demo reviews
 * (1 decimal, 0 without any).
 */
function seedProduct(
  product: DemoProduct,
  images: string[],
  reviews: DemoReview[],
  ago: (days: number) => string,
): SeedProduct {
  const ratings = reviews.filter((review) => review.productKey === product.key).map((review) => review.rating)
  const average = ratings.length > 0 ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : 0
  return {
    key: product.key,
    name: product.name,
    description: product.description,
    category: product.category,
    pricePaise: product.pricePaise,
    originalPricePaise: product.originalPricePaise,
    images,
    stock: product.stock,
    tags: product.tags,
    rating: Math.round(average * 10) / 10,
    numReviews: ratings.length,
    isFeatured: product.isFeatured,
    isBestSeller: product.isBestSeller,
    isNewArrival: product.isNewArrival,
    details: product.details,
    features: product.features,
    createdAt: ago(product.ageDays),
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
