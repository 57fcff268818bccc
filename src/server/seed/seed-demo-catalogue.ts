import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { hashPassword } from '../modules/auth'
import { storeRenderedImage } from '../modules/media'
import { createSeedProducts, hasAnyProduct, type SeedProduct } from '../modules/products'
import { createSeedReviews } from '../modules/reviews'
import { createSeedShoppers } from '../modules/users'
import { createDemoPictureReader } from './demo-art-files'
import { demoProducts, demoReviews, demoShoppers, type DemoProduct, type DemoReview } from './demo-products'

const DAY_MS = 24 * 3_600_000

export type SeedOptions = {
  /** Called once the catalogue is found empty, before anything is written. */
  onStart?: () => void
}

/**
 * Fills an empty catalogue with the demo products, their pictures, the demo shoppers and their reviews.
 * A catalogue with any product is left alone, and the unique seed keys and e-mails make a concurrent or
 * repeated run change nothing. The pictures, shipped as files (demo-art-files.ts), are stored first
 * (content-addressed, so a repeat stores nothing new); the rows then go in with one transaction.
 */
export async function seedDemoCatalogue(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<{ products: number }> {
  if (await hasAnyProduct(db)) return { products: 0 }
  options.onStart?.()

  const imagesByProduct = await storeDemoPictures(db, demoProducts)
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
  // A release date is a calendar day (YYYY-MM-DD); the demo's lie months ahead of whenever the shop is seeded.
  const ahead = (days: number) => ago(-days).slice(0, 10)
  const ratings = reviews.filter((review) => review.productKey === product.key).map((review) => review.rating)
  const average = ratings.length > 0 ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : 0
  return {
    key: product.key,
    name: product.name,
    description: product.description,
    category: product.category,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
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
    series: product.series,
    character: product.character,
    manufacturer: product.manufacturer,
    line: product.line,
    scale: product.scale,
    jan: product.jan,
    isPreorder: product.preorder !== undefined,
    releaseDate: product.preorder ? ahead(product.preorder.releaseInDays) : null,
    preorderLimit: product.preorder?.limit ?? null,
    countryOfOrigin: product.countryOfOrigin ?? null,
    importer: product.importer,
    netQuantity: product.netQuantity,
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

/**
 * Stores every product's shipped pictures as /media/… images, one picture's files in memory at a time, in one
 * transaction: one commit instead of one per picture, and (with SQLite's write lock taken first) no clash
 * with another process seeding the same pictures.
 */
async function storeDemoPictures(
  db: Kysely<Database>,
  products: DemoProduct[],
): Promise<Map<string, string[]>> {
  const readPicture = createDemoPictureReader()
  return writeTransaction(db, async (trx) => {
    const urls = new Map<string, string[]>()
    for (const product of products) {
      const productUrls: string[] = []
      for (let variant = 0; variant < product.imageCount; variant += 1) {
        const stored = await storeRenderedImage(trx, readPicture(product.key, variant))
        productUrls.push(stored.url)
      }
      urls.set(product.key, productUrls)
    }
    return urls
  })
}
