import type { Kysely } from 'kysely'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { recordStockMovement, type StockCause } from './stock-ledger'
import { hasOptions } from './variant-rows'

/*
 * A pre-order product's terms for the modules that take its pre-orders and release it, inside their
 * transactions. Both start by taking the product's row lock, so that the placements counting its open pre-orders
 * and its release queue up one after another on PostgreSQL (SQLite's write transaction runs alone already).
 */

export type PreorderTerms = {
  id: string
  name: string
  isPreorder: boolean
  releaseDate: string | null
  preorderLimit: number | null
  stock: number
  /**
   * Its variants' ids, labels and stock, for a product with options (each released on its own); empty otherwise.
   */
  variants: { id: string; label: string; stock: number }[]
}

/**
 * Takes the product's row lock (an UPDATE that changes nothing) and then reads its terms as they are under the
 * lock: another transaction's release, committed while this one waited, is seen. Undefined when there is no such
 * product.
 */
export async function lockPreorderTerms(
  trx: Kysely<Database>,
  productId: string,
): Promise<PreorderTerms | undefined> {
  const locked = await trx
    .updateTable('products')
    .set((eb) => ({ is_preorder: eb.ref('is_preorder') }))
    .where('id', '=', productId)
    .executeTakeFirst()
  if (Number(locked.numUpdatedRows) === 0) return undefined
  const row = await trx
    .selectFrom('products')
    .select(['id', 'name', 'is_preorder', 'release_date', 'preorder_limit', 'stock', 'options'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  const variants = hasOptions(row)
    ? await trx
        .selectFrom('product_variants')
        .select(['id', 'label', 'stock'])
        .where('product_id', '=', productId)
        .orderBy('position')
        .execute()
    : []
  return {
    id: row.id,
    name: row.name,
    isPreorder: Number(row.is_preorder ?? 0) === 1,
    releaseDate: row.release_date ?? null,
    preorderLimit: row.preorder_limit ?? null,
    stock: row.stock,
    variants,
  }
}

/**
 * The release: the product stops being a pre-order and what the open pre-orders did not take goes on sale. One
 * conditional UPDATE, so that of two releases only one happens; false when it was not (or no longer) a pre-order.
 * For a product with options `unitsOnSale` is per variant (by id): each variant's go on sale as its stock, a
 * movement each, and the product's stock, their sum, with them.
 */
export async function endPreorder(
  trx: Kysely<Database>,
  productId: string,
  onSale: number | ReadonlyMap<string, number>,
  cause: Omit<StockCause, 'reason'>,
): Promise<boolean> {
  const perVariant = typeof onSale === 'number' ? undefined : onSale
  const unitsOnSale =
    typeof onSale === 'number' ? onSale : [...onSale.values()].reduce((sum, units) => sum + units, 0)
  const released = await trx
    .updateTable('products')
    .set((eb) => ({ is_preorder: 0, stock: eb('stock', '+', unitsOnSale), updated_at: nowIso() }))
    .where('id', '=', productId)
    .where('is_preorder', '=', 1)
    .returning('stock')
    .executeTakeFirst()
  if (!released) return false
  if (perVariant) {
    let stockAfter = released.stock - unitsOnSale
    for (const [variantId, units] of perVariant) {
      if (units === 0) continue
      await trx
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '+', units), updated_at: nowIso() }))
        .where('id', '=', variantId)
        .where('product_id', '=', productId)
        .execute()
      stockAfter += units
      await recordStockMovement(
        trx,
        productId,
        { change: units, stockAfter, variantId },
        { ...cause, reason: 'preorder-release' },
      )
    }
    return true
  }
  if (unitsOnSale > 0)
    await recordStockMovement(
      trx,
      productId,
      { change: unitsOnSale, stockAfter: released.stock },
      { ...cause, reason: 'preorder-release' },
    )
  return true
}
