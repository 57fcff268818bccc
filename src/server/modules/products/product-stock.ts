import type { Kysely } from 'kysely'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { AppError } from '../../errors'
import { UNCLASSIFIED } from './product-rows'
import { recordStockMovement, type StockCause } from './stock-ledger'

export type { StockCause } from './stock-ledger'

/** Stock and the products an order sells, for other modules inside their transactions (orders, returns). */

export class OutOfStockError extends AppError {
  constructor(name: string, available: number) {
    super(409, available > 0 ? `Only ${available} of "${name}" left in stock` : `"${name}" is out of stock`)
  }
}

/** A line of stock to take or give back; `name` is what an out-of-stock message calls the product. */
export type StockLine = { productId: string; quantity: number; name: string }

/**
 * Decrements each product's stock only where enough is left, one conditional UPDATE per line, in order; the
 * database re-checks the condition under its row lock. The first line that cannot be served throws
 * `OutOfStockError`, and the caller's transaction undoes the lines before it. Each line is a movement of the
 * stock ledger, for `cause`.
 */
export async function takeStock(
  trx: Kysely<Database>,
  lines: readonly StockLine[],
  cause: StockCause,
): Promise<void> {
  for (const line of inLockOrder(lines)) {
    const taken = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity), updated_at: nowIso() }))
      .where('id', '=', line.productId)
      .where('stock', '>=', line.quantity)
      .returning('stock')
      .executeTakeFirst()
    if (!taken) {
      const current = await trx
        .selectFrom('products')
        .select('stock')
        .where('id', '=', line.productId)
        .executeTakeFirst()
      throw new OutOfStockError(line.name, current?.stock ?? 0)
    }
    await recordStockMovement(trx, line.productId, { change: -line.quantity, stockAfter: taken.stock }, cause)
  }
}

/** Gives stock back (a cancelled order, a return), a movement each; a product deleted since is skipped. */
export async function returnStock(
  trx: Kysely<Database>,
  lines: readonly Omit<StockLine, 'name'>[],
  cause: StockCause,
): Promise<void> {
  for (const line of inLockOrder(lines)) {
    if (line.quantity === 0) continue
    const returned = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity), updated_at: nowIso() }))
      .where('id', '=', line.productId)
      .returning('stock')
      .executeTakeFirst()
    if (returned)
      await recordStockMovement(
        trx,
        line.productId,
        { change: line.quantity, stockAfter: returned.stock },
        cause,
      )
  }
}

/**
 * Each UPDATE locks its product's row until the transaction ends. Taken in one order (by id) by every transaction,
 * two orders for the same products wait for each other in turn instead of each holding what the other needs next
 * (a deadlock on PostgreSQL). A transaction that also counts a discount code's use locks the code's row first.
 */
function inLockOrder<Line extends { productId: string }>(lines: readonly Line[]): Line[] {
  return [...lines].sort((left, right) =>
    left.productId < right.productId ? -1 : left.productId > right.productId ? 1 : 0,
  )
}

/** What an order snapshots of each product it sells: name, price, pictures, and the stock at reading. */
export async function findProductsForOrder(db: Kysely<Database>, ids: readonly string[]) {
  const rows = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'price_paise',
      'images',
      'stock',
      'category',
      'max_per_customer',
      'hsn_code',
      'gst_rate',
      // A pre-order takes no stock, within its limit (orders/preorders.ts).
      'is_preorder',
      'release_date',
      'preorder_limit',
    ])
    .where('id', 'in', [...ids])
    .execute()
  return rows.map((row) => ({
    ...row,
    hsn_code: row.hsn_code ?? UNCLASSIFIED.hsnCode,
    gst_rate: row.gst_rate ?? UNCLASSIFIED.gstRate,
  }))
}
