import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database, ProductRow } from '../../db/schema'
import { storedSeriesSlug } from './product-writes'
import { recordOpeningStock } from './stock-ledger'

/** A product of the demo catalogue as the seed hands it over: prices in paise, its times already chosen. */
export type SeedProduct = {
  key: string
  name: string
  description: string
  category: string
  hsnCode: string
  gstRate: number
  pricePaise: number
  originalPricePaise: number
  images: string[]
  stock: number
  tags: string[]
  rating: number
  numReviews: number
  isFeatured: boolean
  isBestSeller: boolean
  isNewArrival: boolean
  details: unknown[]
  features: unknown[]
  createdAt: string
  /** A collector's attributes and pre-order terms, as the product form names them; absent means none. */
  series?: string | null
  character?: string | null
  manufacturer?: string | null
  line?: string | null
  scale?: string | null
  jan?: string | null
  isPreorder?: boolean
  releaseDate?: string | null
  preorderLimit?: number | null
  /** Labelling: where the item was made, its importer, its net quantity; absent means none. */
  countryOfOrigin?: string | null
  importer?: string | null
  netQuantity?: string | null
}

/**
 * Inserts the demo products; a product whose seed key is already stored is left alone, so a concurrent or
 * repeated seed changes nothing. Returns the ids of the products inserted now, by seed key.
 */
export async function createSeedProducts(
  db: Kysely<Database>,
  products: readonly SeedProduct[],
): Promise<Map<string, string>> {
  if (products.length === 0) return new Map()
  const rows: ProductRow[] = products.map((product) => ({
    id: newId(),
    name: product.name,
    description: product.description,
    price_paise: product.pricePaise,
    original_price_paise: Math.max(product.originalPricePaise, product.pricePaise),
    images: JSON.stringify(product.images),
    stock: product.stock,
    category: product.category,
    hsn_code: product.hsnCode,
    gst_rate: product.gstRate,
    tags: JSON.stringify(product.tags),
    rating: product.rating,
    num_reviews: product.numReviews,
    is_featured: product.isFeatured ? 1 : 0,
    is_best_seller: product.isBestSeller ? 1 : 0,
    is_new_arrival: product.isNewArrival ? 1 : 0,
    details: JSON.stringify(product.details),
    features: JSON.stringify(product.features),
    seed_key: product.key,
    max_per_customer: null,
    options: '[]',
    max_price_paise: null,
    variant_text: '',
    created_at: product.createdAt,
    updated_at: product.createdAt,
    series: product.series ?? null,
    series_slug: storedSeriesSlug(product.series),
    character_name: product.character ?? null,
    manufacturer: product.manufacturer ?? null,
    product_line: product.line ?? null,
    scale: product.scale ?? null,
    jan: product.jan ?? null,
    is_preorder: product.isPreorder ? 1 : 0,
    release_date: product.releaseDate ?? null,
    status: 'live',
    live_at: null,
    teaser: 0,
    early_access_minutes: 0,
    early_access_mailed_at: null,
    preorder_limit: product.preorderLimit ?? null,
    release_date_history: '[]',
    country_of_origin: product.countryOfOrigin ?? null,
    importer: product.importer ?? null,
    net_quantity: product.netQuantity ?? null,
  }))
  const inserted = await db
    .insertInto('products')
    .values(rows)
    .onConflict((conflict) => conflict.column('seed_key').doNothing())
    .returning(['id', 'seed_key', 'stock'])
    .execute()
  await recordOpeningStock(
    db,
    inserted.map((row) => ({ productId: row.id, stock: row.stock })),
  )
  return new Map(inserted.map((row) => [row.seed_key!, row.id]))
}
