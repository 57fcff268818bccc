import type { Kysely } from 'kysely'
import { CATEGORY_TAX_DEFAULTS } from '@common/gst'
import { paiseToRupees } from '@common/money'
import type { Product } from '@common/schemas/product'
import type { ProductOption } from '@common/variants'
import type { Database, ProductRow } from '../../db/schema'
import { readToChange } from '../../db/database-traits'

/** A product row and the product the API answers, shared by the module's reads and writes. */

export const PRODUCT_NOT_FOUND = 'Product not found'
/** The products columns' own defaults (migration 0008): the "other" category's built-in classification. */
export const UNCLASSIFIED = CATEGORY_TAX_DEFAULTS.other
/** A product id as the shop makes them; anything else names no product. */
export const PRODUCT_ID = /^[0-9a-f]{24}$/

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.price_paise),
    originalPrice: paiseToRupees(row.original_price_paise),
    images: parseJsonList(row.images),
    stock: row.stock,
    maxPerCustomer: row.max_per_customer,
    category: row.category,
    // Always read from the database (the columns have defaults); the fallback only satisfies the row's type.
    hsnCode: row.hsn_code ?? UNCLASSIFIED.hsnCode,
    gstRate: row.gst_rate ?? UNCLASSIFIED.gstRate,
    tags: parseJsonList(row.tags),
    // `real` is single precision on PostgreSQL (4.3 reads back as 4.300000190734863); ratings have one decimal.
    rating: Math.round(row.rating * 10) / 10,
    numReviews: row.num_reviews,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    isFeatured: row.is_featured === 1,
    isBestSeller: row.is_best_seller === 1,
    isNewArrival: row.is_new_arrival === 1,
    isNew: row.is_new_arrival === 1,
    details: parseJsonList(row.details),
    features: parseJsonList(row.features),
    series: row.series ?? null,
    seriesSlug: row.series_slug ?? null,
    character: row.character_name ?? null,
    manufacturer: row.manufacturer ?? null,
    line: row.product_line ?? null,
    scale: row.scale ?? null,
    jan: row.jan ?? null,
    isPreorder: row.is_preorder === 1,
    releaseDate: row.release_date ?? null,
    preorderLimit: row.preorder_limit ?? null,
    releaseDateHistory: parseJsonList(row.release_date_history ?? '[]'),
    status: row.status ?? 'live',
    liveAt: row.live_at ?? null,
    teaser: row.teaser === 1,
    earlyAccessMinutes: row.early_access_minutes ?? 0,
    countryOfOrigin: row.country_of_origin ?? null,
    importer: row.importer ?? null,
    netQuantity: row.net_quantity ?? null,
    // Only a product with options answers these (a product sold as itself answers as it always has).
    ...(row.options && row.options !== '[]' && { options: JSON.parse(row.options) as ProductOption[] }),
    ...(row.max_price_paise != null && { maxPrice: paiseToRupees(row.max_price_paise) }),
  }
}

export function parseJsonList<T>(text: string): T[] {
  const value: unknown = JSON.parse(text)
  return Array.isArray(value) ? (value as T[]) : []
}

/**
 * `lock`: inside a transaction that will update the row, PostgreSQL locks it as it is read, so what the activity
 * log records as "before" is what the update replaces (on SQLite a write made meanwhile fails the transaction).
 */
export async function findProductRow(
  db: Kysely<Database>,
  id: string,
  { lock = false } = {},
): Promise<ProductRow | undefined> {
  if (!PRODUCT_ID.test(id)) return undefined
  const query = db.selectFrom('products').selectAll().where('id', '=', id)
  return (lock ? readToChange(db, query) : query).executeTakeFirst()
}
