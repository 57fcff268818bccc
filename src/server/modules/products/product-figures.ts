import type { Kysely } from 'kysely'
import type { LowStockProduct, LowStockVariant } from '@common/schemas/admin-stats'
import { countBetween } from '../../db/count-between'
import type { Database } from '../../db/schema'
import type { MonthFigures, MonthWindows } from '../../shop-calendar'
import { toProduct } from './product-rows'

/** The catalogue's figures of the admin dashboard (modules/dashboard). */

/** Every product in the catalogue, and how many were added this month and last month. */
export async function productFigures(
  db: Kysely<Database>,
  months: MonthWindows,
): Promise<{ total: number } & MonthFigures> {
  const row = await db
    .selectFrom('products')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      countBetween('created_at', months.currentStart, months.nextStart).as('current'),
      countBetween('created_at', months.previousStart, months.currentStart).as('previous'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), current: Number(row.current ?? 0), previous: Number(row.previous ?? 0) }
}

/**
 * In-stock products with at most `threshold` left, lowest first: sold-out ones are another matter. A product with
 * options is judged by each variant, not by its sum (ten Standard and no Deluxe is a Deluxe to restock): it is
 * listed, while any of it is in stock, with `lowVariants`, each variant at or below the threshold (sold out
 * included), lowest first, and ranked by the lowest of them.
 */
export async function lowStockProducts(
  db: Kysely<Database>,
  threshold: number,
  limit: number,
): Promise<LowStockProduct[]> {
  const [plainRows, variantRows] = await Promise.all([
    db
      .selectFrom('products')
      .selectAll()
      .where('options', '=', '[]')
      .where('stock', '>', 0)
      .where('stock', '<=', threshold)
      .orderBy('stock')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id')
      .select([
        'product_variants.id',
        'product_variants.product_id',
        'product_variants.label',
        'product_variants.sku',
        'product_variants.stock',
      ])
      .where('products.options', '!=', '[]')
      .where('products.stock', '>', 0)
      .where('product_variants.stock', '<=', threshold)
      .orderBy('product_variants.stock')
      .orderBy('product_variants.position')
      .execute(),
  ])
  const lowVariants = new Map<string, LowStockVariant[]>()
  for (const row of variantRows) {
    const variants = lowVariants.get(row.product_id) ?? []
    variants.push({ _id: row.id, label: row.label, sku: row.sku, stock: row.stock })
    lowVariants.set(row.product_id, variants)
  }
  const withVariants =
    lowVariants.size === 0
      ? []
      : await db
          .selectFrom('products')
          .selectAll()
          .where('id', 'in', [...lowVariants.keys()])
          .execute()
  const listed: { lowest: number; product: LowStockProduct }[] = [
    ...plainRows.map((row) => ({ lowest: row.stock, product: toProduct(row) })),
    ...withVariants.map((row) => {
      const variants = lowVariants.get(row.id)!
      return { lowest: variants[0]!.stock, product: { ...toProduct(row), lowVariants: variants } }
    }),
  ]
  return listed
    .sort((a, b) => a.lowest - b.lowest || (a.product._id < b.product._id ? -1 : 1))
    .slice(0, limit)
    .map(({ product }) => product)
}
