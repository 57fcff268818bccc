import type { Kysely } from 'kysely'
import { paiseToRupees } from '@common/money'
import type { Product, ProductVariant } from '@common/schemas/product'
import type { Database, ProductRow, ProductVariantRow } from '../../db/schema'
import { parseJsonList, toProduct } from './product-rows'

/** A product's variants as read: with the product on its own page, by stock edits and by the grid's writer. */

export function toVariant(row: ProductVariantRow): ProductVariant {
  return {
    _id: row.id,
    options: JSON.parse(row.options) as Record<string, string>,
    label: row.label,
    sku: row.sku,
    jan: row.jan,
    price: paiseToRupees(row.price_paise),
    originalPrice: paiseToRupees(row.original_price_paise),
    stock: row.stock,
    images: parseJsonList(row.images),
    maxPerCustomer: row.max_per_customer,
    preorderLimit: row.preorder_limit,
  }
}

export function hasOptions(row: Pick<ProductRow, 'options'>): boolean {
  return row.options !== undefined && row.options !== '[]'
}

export async function findVariantRows(db: Kysely<Database>, productId: string): Promise<ProductVariantRow[]> {
  return db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute()
}

/** The stock of each of these variants now, with its product: those no longer there are left out. */
export async function findVariantStocks(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<{ id: string; product_id: string; stock: number }[]> {
  if (ids.length === 0) return []
  return db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'stock'])
    .where('id', 'in', [...ids])
    .execute()
}

/** The product as its own page answers it: with its variants when it has options. */
export async function withVariants(db: Kysely<Database>, row: ProductRow): Promise<Product> {
  const product = toProduct(row)
  if (!hasOptions(row)) return product
  return { ...product, variants: (await findVariantRows(db, row.id)).map(toVariant) }
}

export const VARIANT_NOT_FOUND = 'That variant of the product no longer exists'
