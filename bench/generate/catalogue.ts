import type { Kysely } from 'kysely'
import sharp from 'sharp'
import { seriesSlug } from '../../src/common/catalogue-attributes'
import type { Database, ProductsTable, ProductVariantsTable, ReviewsTable } from '../../src/server/db/schema'
import { newId } from '../../src/server/db/ids'
import { storeImage } from '../../src/server/modules/media/media.service'
import { demoProducts, demoReviews, type DemoProduct } from '../../src/server/seed/demo-products'
import type { Customer } from './customers'

/** What the bench needs to know of a generated product afterwards (orders, stock checks). */
export type GeneratedProduct = {
  id: string
  name: string
  pricePaise: number
  images: string[]
  stock: number
  /** For a product with options: the variant the bench orders (its first, which has the most stock). */
  variantId?: string
}

export type GeneratedCatalogue = {
  products: GeneratedProduct[]
  /** The product with the most reviews: the reviews target reads its list. */
  mostReviewedProductId: string
}

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000
const PRODUCT_BATCH = 1_000
const REVIEW_BATCH = 2_000
/** Products are added ten minutes apart, newest first: 100,000 of them span two years. */
const PRODUCT_SPACING_MS = 10 * MINUTE_MS
/** One product in this many has reviews, between 1 and 12 of them … */
const REVIEWED_EVERY = 4
const MAX_REVIEWS = 12
/** … and the first product has this many, so the reviews target reads a long list. */
const MOST_REVIEWS = 40

/**
 * How much stock product `index` starts with: one in forty is sold out, one in ten is scarce (2–8, so
 * the order target sells it out and meets refusals), the rest have 40–499.
 */
export function initialStock(index: number): number {
  if (index % 40 === 7) return 0
  if (index % 10 === 3) return 2 + (index % 7)
  return 40 + ((index * 37) % 460)
}

/**
 * `count` square pictures (gradients in the demo catalogue's colours), stored as the shop stores uploads,
 * so the products' image lists hold real `/media/…` addresses.
 */
export async function storeBenchImages(db: Kysely<Database>, count: number): Promise<string[]> {
  const urls: string[] = []
  for (let index = 0; index < count; index += 1) {
    const [from, to, dot] = demoProducts[index % demoProducts.length]!.art.palette
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="800" height="800" fill="url(#g)"/>
      <circle cx="${300 + index * 17}" cy="360" r="180" fill="${dot ?? '#ffffff'}" opacity="0.8"/>
    </svg>`
    const png = await sharp(Buffer.from(svg)).png().toBuffer()
    urls.push((await storeImage(db, png)).url)
  }
  return urls
}

/** The demo product a generated one copies, and which copy it is ("(Series 3)" from the second on). */
function templateOf(index: number): { template: DemoProduct; series: number } {
  return {
    template: demoProducts[index % demoProducts.length]!,
    series: Math.floor(index / demoProducts.length),
  }
}

// A collector's attributes, spread as a large shop's are: a few franchises and makers carry most products, a long
// tail carries a few each. A quarter of the products keep their demo template's own values (so the demo's
// series and makers are among the biggest); the rest draw from these lists, the first entries most often.
const SERIES_WORDS = [
  ['Crimson', 'Azure', 'Silver', 'Midnight', 'Starlight', 'Iron', 'Phantom'],
  ['Golden', 'Eternal', 'Hidden', 'Wandering', 'Burning', 'Frozen', 'Celestial'],
].flat()
const SERIES_NOUNS = [
  ['Academy', 'Chronicle', 'Blade', 'Frontier', 'Requiem', 'Kingdom', 'Garden'],
  ['Saga', 'Protocol', 'Festival', 'Horizon', 'Covenant', 'Odyssey', 'Rhapsody'],
].flat()
/** 196 made-up series besides the demo's 12. */
const GENERATED_SERIES = SERIES_WORDS.flatMap((word) => SERIES_NOUNS.map((noun) => `${word} ${noun}`))
const GIVEN_NAMES = [
  ['Aoi', 'Haruto', 'Yui', 'Ren', 'Sora', 'Mio', 'Kaito', 'Rin', 'Yuto', 'Hina'],
  ['Akira', 'Emi', 'Daichi', 'Nanami', 'Riku', 'Saki', 'Takumi', 'Yuna', 'Kenji', 'Mei'],
].flat()
const FAMILY_NAMES = [
  ['Takahashi', 'Kurosawa', 'Amano', 'Shirogane', 'Fujimoto', 'Kanzaki', 'Mizuno', 'Hoshino'],
  ['Sakuraba', 'Tachibana', 'Kiryu', 'Minase', 'Aizawa', 'Hayami', 'Onodera', 'Yagami'],
].flat()
export const BENCH_MAKERS = [
  ['Good Smile Company', 'Banpresto', 'Bandai Spirits', 'Kotobukiya', 'Max Factory', 'Alter'],
  ['MegaHouse', 'FuRyu', 'SEGA', 'Taito', 'Aniplex', 'Kadokawa', 'Medicos Entertainment'],
  ['Union Creative', 'Wave', 'Aquamarine', 'Phat! Company', 'Hobby Japan', 'Freeing', 'Myethos'],
  ['Apex Innovation', 'Hobby Max', 'Orange Rouge', 'Design COCO', 'Emontoys', 'Beast Kingdom'],
  ['Prime 1 Studio', 'Estream', 'Bellfine', 'Claynel'],
].flat()
export const BENCH_LINES = [
  ['Nendoroid', 'POP UP PARADE', 'Q Posket', 'figma', 'Grandista', 'Vibration Stars', 'DXF'],
  ['Figuarts ZERO', 'S.H.Figuarts', 'Ichibansho', 'ARTFX J', 'Luminasta', 'Noodle Stopper'],
  ['Trio-Try-iT', 'Look Up'],
].flat()
export const BENCH_SCALES = ['1/7', '1/8', '1/6', '1/4', '1/10', '1/12', '1/3', '1/5', '1/9']
const NON_SCALE = 'Non-scale'
/** Sold-out products (initialStock 0) of a figure or Q Posket template at these indexes are pre-orders. */
const PREORDER_EVERY = 80
const PREORDER_AT = 7

/** A well-mixed 32-bit number from a product's index and a salt: the same product always draws the same. */
function draw(index: number, salt: number): number {
  let value = Math.imul(index ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b)
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35)
  return (value ^ (value >>> 16)) >>> 0
}

/** One of `values`, the first ones far more often (the square of a uniform draw leans to 0). */
function skewedPick<T>(values: readonly T[], index: number, salt: number): T {
  const uniform = draw(index, salt) / 2 ** 32
  return values[Math.floor(uniform * uniform * values.length)]!
}

/** A 13-digit JAN with its check digit, unique to the product's index. */
function benchJan(index: number): string {
  const twelve = `49${String(index).padStart(10, '0')}`
  const sum = [...twelve].reduce((total, digit, at) => total + Number(digit) * (at % 2 === 0 ? 1 : 3), 0)
  return `${twelve}${(10 - (sum % 10)) % 10}`
}

type Attributes = Pick<
  ProductsTable,
  | 'series'
  | 'series_slug'
  | 'character_name'
  | 'manufacturer'
  | 'product_line'
  | 'scale'
  | 'jan'
  | 'is_preorder'
  | 'release_date'
  | 'preorder_limit'
>

/**
 * Series (≈200), character (≈300), maker (30), line (15) and scale (10) for product `index`: figures and
 * Q Posket carry them all (a scale figure has no line), the rest a series and sometimes a character and a
 * maker. About one sold-out figure or Q Posket in two is a pre-order, expected one to eight months from `now`.
 */
export function attributesOf(index: number, template: DemoProduct, now: number): Attributes {
  const isCollectible = template.category === 'figures' || template.category === 'qposket'
  const keepsTemplate = draw(index, 1) % 4 === 0
  const series = keepsTemplate ? template.series : skewedPick(GENERATED_SERIES, index, 2)
  const character = keepsTemplate
    ? template.character
    : draw(index, 3) % 3 === 0 && !isCollectible
      ? null
      : `${skewedPick(GIVEN_NAMES, index, 4)} ${FAMILY_NAMES[draw(index, 5) % FAMILY_NAMES.length]!}`
  const manufacturer = keepsTemplate
    ? template.manufacturer
    : isCollectible || draw(index, 6) % 3 === 0
      ? skewedPick(BENCH_MAKERS, index, 7)
      : null
  const scaled = isCollectible && draw(index, 8) % 5 === 0
  const isPreorder = isCollectible && initialStock(index) === 0 && index % PREORDER_EVERY === PREORDER_AT
  return {
    series,
    series_slug: series ? seriesSlug(series) : null,
    character_name: character,
    manufacturer,
    product_line: !isCollectible
      ? null
      : keepsTemplate
        ? template.line
        : scaled
          ? null
          : skewedPick(BENCH_LINES, index, 9),
    scale: !isCollectible ? null : scaled ? skewedPick(BENCH_SCALES, index, 10) : NON_SCALE,
    jan: isCollectible ? benchJan(index) : null,
    is_preorder: isPreorder ? 1 : 0,
    release_date: isPreorder
      ? new Date(now + (30 + (index % 211)) * DAY_MS).toISOString().slice(0, 10)
      : null,
    preorder_limit: isPreorder ? 20 + (index % 5) * 10 : null,
  }
}

function reviewCountOf(index: number): number {
  if (index === 0) return MOST_REVIEWS
  if (index % REVIEWED_EVERY !== 0) return 0
  return 1 + ((index * 13) % MAX_REVIEWS)
}

/** The editions a product with options offers, its first `count` of them. */
const EDITIONS = [
  ['Standard', 'Deluxe', 'Limited', 'Exclusive', 'Collector', 'Anniversary'],
  ['Premium', 'Event', 'Signed', 'Bundle', 'Artist', 'Prototype'],
].flat()
/** A product in this many has options … */
const WITH_OPTIONS_EVERY = 3
/** … each edition after the first costs this much more, unless the product sells them all at one price. */
const EDITION_STEP_PAISE = 75_000

/**
 * A third of the products are sold as 2 to 12 editions (one option), as the products module writes them: the
 * variants share out the product's stock (the first takes the remainder), one product in four sells them all at
 * one price, the others at rising prices; the product keeps its lowest price (and original price), the highest
 * when they differ, and its options. The database writes their labels and SKUs into the product's searched text.
 */
function withEditions(
  row: ProductsTable,
  index: number,
): { row: ProductsTable; variants: ProductVariantsTable[] } {
  if (index % WITH_OPTIONS_EVERY !== 1) return { row, variants: [] }
  const count = 2 + (draw(index, 11) % 11)
  const step = draw(index, 12) % 4 === 0 ? 0 : EDITION_STEP_PAISE
  const values = EDITIONS.slice(0, count)
  const variants = values.map((value, position): ProductVariantsTable => {
    const price = row.price_paise + position * step
    return {
      id: newId(),
      product_id: row.id,
      position,
      options: JSON.stringify({ Edition: value }),
      label: value,
      sku: `BENCH-${index}-${value.toUpperCase()}`,
      jan: null,
      price_paise: price,
      original_price_paise: Math.max(price, row.original_price_paise + position * step),
      stock: Math.floor(row.stock / count) + (position === 0 ? row.stock % count : 0),
      images: '[]',
      max_per_customer: null,
      preorder_limit: null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    }
  })
  return {
    row: {
      ...row,
      options: JSON.stringify([{ name: 'Edition', values }]),
      max_price_paise: step > 0 ? variants.at(-1)!.price_paise : null,
    },
    variants,
  }
}

/**
 * After a bench sets `products`' stock to `stock` each: a product with options holds it all in the variant the
 * bench orders, its other variants none, so its stock is still its variants' sum.
 */
export async function stockOrderedVariants(
  db: Kysely<Database>,
  products: readonly GeneratedProduct[],
  stock: number,
): Promise<void> {
  const withOptions = products.filter((product) => product.variantId !== undefined)
  if (withOptions.length === 0) return
  await db
    .updateTable('product_variants')
    .set({ stock: 0 })
    .where(
      'product_id',
      'in',
      withOptions.map((product) => product.id),
    )
    .execute()
  await db
    .updateTable('product_variants')
    .set({ stock })
    .where(
      'id',
      'in',
      withOptions.map((product) => product.variantId!),
    )
    .execute()
}

/** A product that reads like the demo catalogue's: its name, text, details, category and flags. */
function productRow(
  index: number,
  now: number,
  imageUrls: readonly string[],
  ratings: readonly number[],
): ProductsTable {
  const { template, series } = templateOf(index)
  const createdAt = new Date(now - index * PRODUCT_SPACING_MS).toISOString()
  // Prices wander up to ±₹20 around the template's, in whole rupees.
  const pricePaise = Math.max(9_900, template.pricePaise + (((index * 7919) % 41) - 20) * 100)
  const originalPricePaise = Math.max(pricePaise, template.originalPricePaise)
  // One product in twenty has no picture yet; the rest have one to four.
  const imageCount = imageUrls.length === 0 || index % 20 === 19 ? 0 : 1 + (index % 4)
  const images = Array.from(
    { length: imageCount },
    (_, offset) => imageUrls[(index * 3 + offset) % imageUrls.length]!,
  )
  const rating =
    ratings.length === 0
      ? 0
      : Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 10) / 10
  return {
    id: newId(),
    name: series === 0 ? template.name : `${template.name} (Series ${series + 1})`,
    description: template.description,
    price_paise: pricePaise,
    original_price_paise: originalPricePaise,
    images: JSON.stringify(images),
    stock: initialStock(index),
    category: template.category,
    tags: JSON.stringify(template.tags),
    rating,
    num_reviews: ratings.length,
    is_featured: template.isFeatured ? 1 : 0,
    is_best_seller: template.isBestSeller ? 1 : 0,
    is_new_arrival: template.isNewArrival && series < 2 ? 1 : 0,
    details: JSON.stringify(template.details),
    features: JSON.stringify(template.features),
    seed_key: null,
    max_per_customer: null,
    options: '[]',
    max_price_paise: null,
    created_at: createdAt,
    updated_at: createdAt,
    ...attributesOf(index, template, now),
  }
}

/** The demo reviews' words and stars, written by generated customers (never twice on one product). */
function reviewRows(
  productId: string,
  productIndex: number,
  count: number,
  customers: readonly Customer[],
  now: number,
): ReviewsTable[] {
  return Array.from({ length: Math.min(count, customers.length) }, (_, offset) => {
    const customer = customers[(productIndex * 7 + offset) % customers.length]!
    const demo = demoReviews[(productIndex + offset * 11) % demoReviews.length]!
    return {
      id: newId(),
      product_id: productId,
      user_id: customer.id,
      author_name: customer.name,
      rating: demo.rating,
      comment: demo.comment,
      created_at: new Date(now - (offset + 1) * DAY_MS - productIndex * MINUTE_MS).toISOString(),
    }
  })
}

/**
 * `count` products (index 0 the newest) with their reviews; each product's rating and number of reviews
 * agree with its reviews, as the shop keeps them. `customers` write the reviews; with none, no reviews.
 */
export async function generateCatalogue(
  db: Kysely<Database>,
  options: { count: number; now: number; imageUrls: readonly string[]; customers: readonly Customer[] },
): Promise<GeneratedCatalogue> {
  const { count, now, imageUrls, customers } = options
  const products: GeneratedProduct[] = []
  await db.transaction().execute(async (trx) => {
    const pendingReviews: ReviewsTable[] = []
    for (let start = 0; start < count; start += PRODUCT_BATCH) {
      const rows: ProductsTable[] = []
      const variants: ProductVariantsTable[] = []
      const reviews: ReviewsTable[] = []
      for (let index = start; index < Math.min(start + PRODUCT_BATCH, count); index += 1) {
        const reviewCount = customers.length === 0 ? 0 : reviewCountOf(index)
        const planned = reviewRows('', index, reviewCount, customers, now)
        const { row, variants: editions } = withEditions(
          productRow(
            index,
            now,
            imageUrls,
            planned.map((review) => review.rating),
          ),
          index,
        )
        for (const review of planned) reviews.push({ ...review, product_id: row.id })
        rows.push(row)
        variants.push(...editions)
        products.push({
          id: row.id,
          name: row.name,
          pricePaise: row.price_paise,
          images: JSON.parse(row.images) as string[],
          stock: row.stock,
          ...(editions[0] ? { variantId: editions[0].id } : {}),
        })
      }
      await trx.insertInto('products').values(rows).execute()
      for (let at = 0; at < variants.length; at += PRODUCT_BATCH)
        await trx
          .insertInto('product_variants')
          .values(variants.slice(at, at + PRODUCT_BATCH))
          .execute()
      pendingReviews.push(...reviews)
      while (pendingReviews.length >= REVIEW_BATCH) {
        await trx.insertInto('reviews').values(pendingReviews.splice(0, REVIEW_BATCH)).execute()
      }
    }
    if (pendingReviews.length > 0) await trx.insertInto('reviews').values(pendingReviews).execute()
  })
  return { products, mostReviewedProductId: products[0]!.id }
}
