import type { Kysely } from 'kysely'
import type { Product } from '@common/schemas/product'
import type { Database } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { isLive } from './product-filters'
import { findProductRow, PRODUCT_ID, PRODUCT_NOT_FOUND, toProduct } from './product-rows'
import { withVariants } from './variant-rows'

/** Products read by id, and the catalogue's size and changes for the sitemap and the demo seed. */

/** The product, or undefined when there is none (a malformed id included). */
export async function findProduct(db: Kysely<Database>, id: string): Promise<Product | undefined> {
  const row = await findProductRow(db, id)
  return row ? withVariants(db, row) : undefined
}

/**
 * The products with these ids that exist, in the order of the ids given; with `liveOnly`, those a shopper may
 * see (a wishlist).
 */
export async function findProducts(
  db: Kysely<Database>,
  ids: readonly string[],
  { liveOnly = false } = {},
): Promise<Product[]> {
  if (ids.length === 0) return []
  let query = db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...ids])
  if (liveOnly) query = query.where(isLive())
  const rows = await query.execute()
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function getProduct(db: Kysely<Database>, id: string): Promise<Product> {
  const row = await findProductRow(db, id)
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND)
  return withVariants(db, row)
}

/** A malformed id is a product that does not exist; with `liveOnly`, neither is one shoppers cannot see. */
export async function productExists(
  db: Kysely<Database>,
  id: string,
  { liveOnly = false } = {},
): Promise<boolean> {
  if (!PRODUCT_ID.test(id)) return false
  let query = db.selectFrom('products').select('id').where('id', '=', id)
  if (liveOnly) query = query.where(isLive())
  return (await query.executeTakeFirst()) !== undefined
}

/**
 * Whether shoppers may see a product's own page and answer: a live one, or a scheduled teaser, counting down
 * to its launch. Every other product is "not found" to them.
 */
export function isShownToShoppers(product: Pick<Product, 'status' | 'teaser'>): boolean {
  return product.status === 'live' || (product.status === 'scheduled' && product.teaser)
}

// ───────────────────────────── the sitemap ─────────────────────────────

export type ProductLastChange = { id: string; updatedAt: string }

/** How many products the catalogue holds; with `liveOnly`, how many shoppers see (the sitemap's). */
export async function countProducts(db: Kysely<Database>, { liveOnly = false } = {}): Promise<number> {
  let query = db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count'))
  if (liveOnly) query = query.where(isLive())
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Every live product's id and last change in id order (the sitemap's), `limit` at a time: the next page starts after `afterId`
 * (keyset, one range read of the primary key however deep the page). `skip` passes over that many first, for
 * a reader that starts partway into the catalogue (the n-th sitemap file); its later pages go by `afterId`.
 */
export async function listProductChanges(
  db: Kysely<Database>,
  page: { afterId?: string; skip?: number; limit: number },
): Promise<ProductLastChange[]> {
  let query = db
    .selectFrom('products')
    .select(['id', 'updated_at'])
    .where(isLive())
    .orderBy('id')
    .limit(page.limit)
  if (page.afterId !== undefined) query = query.where('id', '>', page.afterId)
  if (page.skip) query = query.offset(page.skip)
  const rows = await query.execute()
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }))
}

/** Whether the catalogue holds any product: the demo catalogue is seeded only into an empty shop. */
export async function hasAnyProduct(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) !== undefined
}
