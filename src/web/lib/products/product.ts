import type {
  Product as ApiProduct,
  ProductDetail,
  ProductFeature,
  ProductStatus,
} from '@common/schemas/product'

/** A review as far as a product card needs it: only its rating counts towards the average. */
export interface ProductReviewRating {
  rating: number
}

/**
 * A product as the screens use it: the API's shape, with every field filled (defaults below),
 * plus the reviews some answers embed.
 */
export type Product = ApiProduct & { reviews?: ProductReviewRating[] }
export type { ProductDetail, ProductFeature }

export const UNNAMED_PRODUCT = 'Unnamed Product'
const DEFAULT_CATEGORY = 'uncategorized'

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function finiteNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return undefined
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const flag = (...values: unknown[]): boolean => values.some((value) => value === true || value === 'true')

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    : []
}

function detailList(value: unknown): ProductDetail[] {
  if (!Array.isArray(value)) return []
  return value.filter(isRecord).flatMap((row) => {
    const title = text(row.title)
    const content = text(row.content)
    return title && content ? [{ title, content }] : []
  })
}

function featureList(value: unknown): ProductFeature[] {
  if (!Array.isArray(value)) return []
  return value.filter(isRecord).flatMap((row) => {
    const name = text(row.name)
    const featureValue = text(row.value)
    return name && featureValue ? [{ name, value: featureValue }] : []
  })
}

function reviewRatings(value: unknown): ProductReviewRating[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.filter(isRecord).flatMap((review) => {
    const rating = finiteNumber(review.rating)
    return rating === undefined ? [] : [{ rating }]
  })
}

/**
 * Reads one product from whatever the server sent, or undefined when it is not a product at all
 * (no `_id`/`id`). Missing fields get the screens' defaults: price 0, stock 0, no images,
 * "Unnamed Product", original price equal to the price.
 */
export function normalizeProduct(raw: unknown): Product | undefined {
  if (!isRecord(raw)) return undefined
  const id = text(raw._id) || text(raw.id)
  if (!id) return undefined
  const price = finiteNumber(raw.price) ?? 0
  const isNewArrival = flag(raw.isNewArrival, raw.isNew)
  const product: Product = {
    _id: id,
    id,
    name: text(raw.name)?.trim() || UNNAMED_PRODUCT,
    description: text(raw.description) ?? '',
    price,
    originalPrice: finiteNumber(raw.originalPrice) ?? price,
    images: stringList(raw.images),
    stock: Math.max(0, Math.trunc(finiteNumber(raw.stock) ?? 0)),
    maxPerCustomer: positiveWholeOrNull(raw.maxPerCustomer),
    category: text(raw.category)?.trim().toLowerCase() || DEFAULT_CATEGORY,
    // GST: only the admin's product form shows these; an answer without them reads as no code and 0 %.
    hsnCode: text(raw.hsnCode) ?? '',
    gstRate: finiteNumber(raw.gstRate) ?? 0,
    tags: stringList(raw.tags),
    rating: finiteNumber(raw.rating) ?? 0,
    numReviews: Math.max(0, Math.trunc(finiteNumber(raw.numReviews) ?? 0)),
    createdAt: text(raw.createdAt) ?? '',
    updatedAt: text(raw.updatedAt) ?? text(raw.createdAt) ?? '',
    isFeatured: flag(raw.isFeatured),
    isBestSeller: flag(raw.isBestSeller, raw.bestSeller),
    isNewArrival,
    isNew: isNewArrival,
    details: detailList(raw.details),
    features: featureList(raw.features),
    series: attribute(raw.series),
    seriesSlug: attribute(raw.seriesSlug),
    character: attribute(raw.character),
    manufacturer: attribute(raw.manufacturer),
    line: attribute(raw.line),
    scale: attribute(raw.scale),
    jan: attribute(raw.jan),
    isPreorder: flag(raw.isPreorder),
    releaseDate: calendarDate(raw.releaseDate),
    preorderLimit: positiveWholeOrNull(raw.preorderLimit),
    releaseDateHistory: Array.isArray(raw.releaseDateHistory)
      ? raw.releaseDateHistory.flatMap((date) => calendarDate(date) ?? [])
      : [],
    // An answer without a status is a product on sale, as every product was before drops.
    status: productStatus(raw.status),
    liveAt: text(raw.liveAt) ?? null,
    teaser: flag(raw.teaser),
    earlyAccessMinutes: Math.max(0, Math.trunc(finiteNumber(raw.earlyAccessMinutes) ?? 0)),
    countryOfOrigin: attribute(raw.countryOfOrigin),
    importer: attribute(raw.importer),
    netQuantity: attribute(raw.netQuantity),
  }
  const reviews = reviewRatings(raw.reviews)
  if (reviews) product.reviews = reviews
  // Only a product with options answers these; one sold as itself has none of the three, as before. The server's
  // product schema vouches for their fields: read as sent (a few bytes on every storefront page), leaving out only
  // what is not an option or a variant at all.
  if (Array.isArray(raw.options) && raw.options.length > 0)
    product.options = raw.options.filter(
      (option) => isRecord(option) && text(option.name),
    ) as Product['options']
  const maxPrice = finiteNumber(raw.maxPrice)
  if (maxPrice !== undefined) product.maxPrice = maxPrice
  if (Array.isArray(raw.variants))
    product.variants = raw.variants.filter((row) => isRecord(row) && text(row._id)) as Product['variants']
  return product
}

/*
 * The statuses as a typed record rather than the schema module's list: importing a value from it would bring zod
 * and every product schema into each page that shows a product, the home page first. The type keeps the two alike.
 */
const PRODUCT_STATUS_NAMES: Record<ProductStatus, true> = {
  draft: true,
  scheduled: true,
  live: true,
  archived: true,
}

function productStatus(value: unknown): Product['status'] {
  return typeof value === 'string' && Object.hasOwn(PRODUCT_STATUS_NAMES, value)
    ? (value as ProductStatus)
    : 'live'
}

/** A collector's attribute (series, maker …): its text, or none when blank or missing. */
function attribute(value: unknown): string | null {
  return text(value)?.trim() || null
}

/** A release date as the API sends it (YYYY-MM-DD), or none: shoppers see its month, which needs both parts. */
function calendarDate(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
}

/** A per-customer maximum: a whole number of 1 or more, or none. */
function positiveWholeOrNull(value: unknown): number | null {
  const number = finiteNumber(value)
  return number !== undefined && Number.isInteger(number) && number >= 1 ? number : null
}
