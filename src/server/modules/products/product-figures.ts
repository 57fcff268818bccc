import type { Kysely } from 'kysely'
import type { Product } from '@common/schemas/product'
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

/** In-stock products with at most `threshold` left, lowest first: sold-out ones are another matter. */
export async function lowStockProducts(
  db: Kysely<Database>,
  threshold: number,
  limit: number,
): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('stock', '>', 0)
    .where('stock', '<=', threshold)
    .orderBy('stock')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map(toProduct)
}
