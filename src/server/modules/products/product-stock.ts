import { sql, type Kysely } from 'kysely'
import { compiledPerCount } from '../../db/compiled-query'
import { lockToUpdate, statementsAreRoundTrips } from '../../db/database-traits'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { AppError, BadRequestError } from '../../errors'
import { chooseVariantMessage } from '@common/variants'
import { UNCLASSIFIED } from './product-rows'
import { recordStockMovement, recordStockMovements, type StockCause } from './stock-ledger'

export type { StockCause } from './stock-ledger'

/** Stock and the products an order sells, for other modules inside their transactions (orders, returns). */

export class OutOfStockError extends AppError {
  constructor(name: string, available: number) {
    super(409, available > 0 ? `Only ${available} of "${name}" left in stock` : `"${name}" is out of stock`)
  }
}

/**
 * A line of stock to take or give back; `name` is what an out-of-stock message calls it. A product with options
 * is taken from and given back to one variant (`variantId`), and its own stock, their sum, with it.
 */
export type StockLine = { productId: string; variantId?: string | null; quantity: number; name: string }

/**
 * Decrements each product's stock only where enough is left, by a conditional UPDATE (one for all the lines on
 * PostgreSQL, one a line in order on SQLite: statementsAreRoundTrips); the database re-checks the condition
 * under each row's lock. When a line cannot be served it throws `OutOfStockError` for the first such line (by
 * product id), and the caller's transaction undoes the others. Each line is a movement of the stock ledger, for
 * `cause`, written by one more statement.
 */
export async function takeStock(
  trx: Kysely<Database>,
  lines: readonly StockLine[],
  cause: StockCause,
): Promise<void> {
  if (lines.length === 0) return
  const merged = oneLinePerProduct(lines)
  // Products sold as themselves first, then those with options: every transaction locks in that order.
  await takePlainStock(
    trx,
    merged.filter((line) => !line.variantId),
    cause,
  )
  for (const line of inLockOrder(merged.filter((line) => line.variantId)))
    await takeVariantStock(trx, line as StockLine & { variantId: string }, cause)
}

async function takePlainStock(
  trx: Kysely<Database>,
  lines: readonly StockLine[],
  cause: StockCause,
): Promise<void> {
  if (lines.length === 0) return
  const ordered = inLockOrder(lines)
  const updatedAt = nowIso()
  const batches = statementsAreRoundTrips(trx) ? [ordered] : ordered.map((line) => [line])
  const stockAfter = new Map<string, number>()
  for (const batch of batches) {
    const values: Record<string, unknown> = { updatedAt }
    batch.forEach((line, index) => {
      values[`id${index}`] = line.productId
      values[`quantity${index}`] = line.quantity
    })
    const { rows } = await takeLines(trx, batch.length, values)
    for (const row of rows) stockAfter.set(row.id, row.stock)
    const short = batch.find((line) => !stockAfter.has(line.productId))
    if (short) {
      const current = await trx
        .selectFrom('products')
        .select(['stock', 'options'])
        .where('id', '=', short.productId)
        .executeTakeFirst()
      // Given options since the order read it: which variant is meant is the shopper's to say.
      if (current && current.options !== '[]') throw new BadRequestError(chooseVariantMessage(short.name))
      throw new OutOfStockError(short.name, current?.stock ?? 0)
    }
  }
  await recordStockMovements(
    trx,
    ordered.map((line) => ({
      productId: line.productId,
      change: -line.quantity,
      stockAfter: stockAfter.get(line.productId)!,
    })),
    cause,
  )
}

/**
 * The UPDATE of `count` lines, compiled once per count. One line is the plain conditional UPDATE. Several
 * choose each line's quantity by its product's id, and lock the rows first, by id (lockToUpdate: a sorted read
 * that locks, on PostgreSQL), so that two orders for the same products wait for each other in turn instead of
 * each holding what the other needs next.
 */
const takeLines = compiledPerCount<{ id: string; stock: number }>((db, value, count) => {
  if (count === 1)
    return (
      db
        .updateTable('products')
        .set((eb) => ({
          stock: eb('stock', '-', value('quantity0') as number),
          updated_at: value('updatedAt') as string,
        }))
        .where('id', '=', value('id0') as string)
        .where('stock', '>=', value('quantity0') as number)
        // A product sold as itself only: one given options since the order read it is sold by its variants.
        .where('options', '=', '[]')
        .returning(['id', 'stock'])
    )
  const indexes = Array.from({ length: count }, (_, index) => index)
  const ids = indexes.map((index) => value(`id${index}`) as string)
  const quantityOf = sql<number>`case id ${sql.join(
    indexes.map(
      (index) => sql`when ${value(`id${index}`)} then cast(${value(`quantity${index}`)} as integer)`,
    ),
    sql` `,
  )} end`
  return db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantityOf), updated_at: value('updatedAt') as string }))
    .where('id', 'in', (eb) =>
      lockToUpdate(db, eb.selectFrom('products').select('id').where('id', 'in', ids).orderBy('id')),
    )
    .where('stock', '>=', quantityOf)
    .where('options', '=', '[]')
    .returning(['id', 'stock'])
})

/**
 * One variant's units: the product's row first (its sum, which locks it, in the order every writer of the product
 * takes), then the variant's own, each only where enough is left; a movement naming the variant.
 */
async function takeVariantStock(
  trx: Kysely<Database>,
  line: StockLine & { variantId: string },
  cause: StockCause,
): Promise<void> {
  const updatedAt = nowIso()
  const product = await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', line.quantity), updated_at: updatedAt }))
    .where('id', '=', line.productId)
    .where('stock', '>=', line.quantity)
    .returning('stock')
    .executeTakeFirst()
  const variant =
    product &&
    (await trx
      .updateTable('product_variants')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity), updated_at: updatedAt }))
      .where('id', '=', line.variantId)
      .where('product_id', '=', line.productId)
      .where('stock', '>=', line.quantity)
      .returning('stock')
      .executeTakeFirst())
  if (!product || !variant) {
    const current = await trx
      .selectFrom('product_variants')
      .select('stock')
      .where('id', '=', line.variantId)
      .executeTakeFirst()
    throw new OutOfStockError(line.name, current?.stock ?? 0)
  }
  await recordStockMovement(
    trx,
    line.productId,
    { change: -line.quantity, stockAfter: product.stock, variantId: line.variantId },
    cause,
  )
}

/** Gives stock back (a cancelled order, a return), a movement each; a product deleted since is skipped. */
export async function returnStock(
  trx: Kysely<Database>,
  lines: readonly Omit<StockLine, 'name'>[],
  cause: StockCause,
): Promise<void> {
  // As takeStock locks: products sold as themselves, then those with options.
  const ordered = [
    ...inLockOrder(lines.filter((line) => !line.variantId)),
    ...inLockOrder(lines.filter((line) => line.variantId)),
  ]
  for (const line of ordered) {
    if (line.quantity === 0) continue
    const variantId = line.variantId ?? null
    let update = trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity), updated_at: nowIso() }))
      .where('id', '=', line.productId)
    // A variant removed since takes its units with it: neither it nor its product's sum gets them back. So do
    // units sold before the product had options: which variant they are is unknown, and the sum stays the
    // variants' (the admin counts them in by an adjustment).
    update = variantId
      ? update.where((eb) =>
          eb.exists(eb.selectFrom('product_variants').select('id').where('id', '=', variantId)),
        )
      : update.where('options', '=', '[]')
    const returned = await update.returning('stock').executeTakeFirst()
    if (!returned) continue
    if (variantId)
      await trx
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '+', line.quantity), updated_at: nowIso() }))
        .where('id', '=', variantId)
        .execute()
    await recordStockMovement(
      trx,
      line.productId,
      { change: line.quantity, stockAfter: returned.stock, variantId },
      cause,
    )
  }
}

/**
 * Each UPDATE locks its product's row until the transaction ends. Taken in one order (by id) by every transaction,
 * two orders for the same products wait for each other in turn instead of each holding what the other needs next
 * (a deadlock on PostgreSQL). A transaction that also counts a discount code's use locks the code's row first.
 */
/**
 * Lines naming the same product made one (an order placed merges them; an old order's lines, put back on sale
 * by the admin, may not have): each statement takes a product's stock once and records one ledger movement.
 */
function oneLinePerProduct(lines: readonly StockLine[]): StockLine[] {
  const byProduct = new Map<string, StockLine>()
  for (const line of lines) {
    const key = line.variantId ?? line.productId
    const same = byProduct.get(key)
    byProduct.set(key, same ? { ...same, quantity: same.quantity + line.quantity } : line)
  }
  return [...byProduct.values()]
}

function inLockOrder<Line extends { productId: string; variantId?: string | null }>(
  lines: readonly Line[],
): Line[] {
  const key = (line: Line) => `${line.productId}:${line.variantId ?? ''}`
  return [...lines].sort((left, right) => (key(left) < key(right) ? -1 : key(left) > key(right) ? 1 : 0))
}

/** What an order snapshots of the variants it sells: the figures that replace their product's. */
export async function findVariantsForOrder(db: Kysely<Database>, ids: readonly string[]) {
  const distinct = [...new Set(ids)]
  if (distinct.length === 0) return []
  return db
    .selectFrom('product_variants')
    .select([
      'id',
      'product_id',
      'label',
      'price_paise',
      'stock',
      'images',
      'max_per_customer',
      'preorder_limit',
    ])
    .where('id', 'in', distinct)
    .execute()
}

/** What an order snapshots of each product it sells: name, price, pictures, and the stock at reading. */
export async function findProductsForOrder(db: Kysely<Database>, ids: readonly string[]) {
  const distinct = [...new Set(ids)]
  if (distinct.length === 0) return []
  const { rows } = await productsForOrder(
    db,
    distinct.length,
    Object.fromEntries(distinct.map((id, index) => [`id${index}`, id])),
  )
  return rows.map((row) => ({
    ...row,
    hsn_code: row.hsn_code ?? UNCLASSIFIED.hsnCode,
    gst_rate: row.gst_rate ?? UNCLASSIFIED.gstRate,
  }))
}

/**
 * Compiled once per number of products: every order reads its products. Each product is its own look-up of
 * the primary key, joined by UNION ALL: SQLite makes a temporary table of an IN list first, ten times the
 * work of two look-ups.
 */
const productsForOrder = compiledPerCount((db, value, count) => {
  const product = (index: number) =>
    db
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
        // Only a live product is on sale; a scheduled one to its early access shoppers (flows/placement.ts).
        'status',
        'live_at',
        'early_access_minutes',
        // With options, a line names one of its variants (flows/placement.ts).
        'options',
      ])
      .where('id', '=', value(`id${index}`) as string)
  let products = product(0)
  for (let index = 1; index < count; index += 1) products = products.unionAll(product(index))
  return products
})
