import { sql, type Kysely } from 'kysely'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import type {
  StockMovement,
  StockMovementReason,
  StockMovementsQuery,
  StockMovementsResponse,
} from '@common/schemas/stock'
import { soldItemName } from '@common/variants'
import { newId, nowIso } from '../../db/ids'
import { compiledPerCount } from '../../db/compiled-query'
import type { Database } from '../../db/schema'

/**
 * The stock ledger: every change of a product's stock is written as a movement by the transaction that makes
 * the change, so the two are kept or lost together, and the movements of a product add up to its stock.
 */

/** Why stock changes, and who or what changed it: an order's id, or the admin or staff member. */
export type StockCause = {
  reason: StockMovementReason
  orderId?: string | null
  actor?: { id: string | null; email: string | null } | null
  note?: string | null
}

/**
 * One movement of a product's stock: `change` units that left the product with `stockAfter` (its variants' sum,
 * for a product with options, whose movements also name the variant whose stock moved).
 */
export type StockMovementChange = {
  productId: string
  change: number
  stockAfter: number
  variantId?: string | null
}

/**
 * Records one movement of `change` units that left `stockAfter`. Call it right after the UPDATE of the
 * product's stock, in the same transaction: that UPDATE holds the product's row lock to the commit, so the
 * movements of one product are numbered one after another without gaps or doubles (`seq`, unique per product).
 */
export async function recordStockMovement(
  trx: Kysely<Database>,
  productId: string,
  movement: { change: number; stockAfter: number; variantId?: string | null },
  cause: StockCause,
): Promise<void> {
  await recordStockMovements(trx, [{ productId, ...movement }], cause)
}

/**
 * `recordStockMovement` for several products at once, in one statement (an order's lines: one round trip on
 * PostgreSQL whatever their number), after the statement that changed and locked their rows. The products must
 * differ: each movement's number is read from the movements before the statement.
 */
export async function recordStockMovements(
  trx: Kysely<Database>,
  movements: readonly StockMovementChange[],
  cause: StockCause,
): Promise<void> {
  if (movements.length === 0) return
  const at = nowIso()
  const values: Record<string, unknown> = {
    at,
    reason: cause.reason,
    orderId: cause.orderId ?? null,
    actorId: cause.actor?.id ?? null,
    actorEmail: cause.actor?.email ?? null,
    note: cause.note ?? null,
  }
  movements.forEach((movement, index) => {
    values[`id${index}`] = newId()
    values[`productId${index}`] = movement.productId
    values[`change${index}`] = movement.change
    values[`stockAfter${index}`] = movement.stockAfter
    values[`variantId${index}`] = movement.variantId ?? null
  })
  await insertMovements(trx, movements.length, values)
}

/**
 * One statement reads each product's last number and writes the next; the values are cast so that PostgreSQL
 * knows their types in a SELECT list. Compiled once per number of movements.
 */
const insertMovements = compiledPerCount((db, value, count) => {
  const movement = (index: number) =>
    db
      .selectFrom('stock_movements')
      .where('product_id', '=', value(`productId${index}`) as string)
      .select([
        sql<string>`cast(${value(`id${index}`)} as text)`.as('id'),
        sql<string>`cast(${value(`productId${index}`)} as text)`.as('product_id'),
        sql<number>`coalesce(max(seq), 0) + 1`.as('seq'),
        sql<string>`cast(${value('at')} as text)`.as('at'),
        sql<number>`cast(${value(`change${index}`)} as integer)`.as('change'),
        sql<number>`cast(${value(`stockAfter${index}`)} as integer)`.as('stock_after'),
        sql<string>`cast(${value('reason')} as text)`.as('reason'),
        sql<string | null>`cast(${value('orderId')} as text)`.as('order_id'),
        sql<string | null>`cast(${value('actorId')} as text)`.as('actor_id'),
        sql<string | null>`cast(${value('actorEmail')} as text)`.as('actor_email'),
        sql<string | null>`cast(${value('note')} as text)`.as('note'),
        sql<string | null>`cast(${value(`variantId${index}`)} as text)`.as('variant_id'),
      ])
  let movements = movement(0)
  for (let index = 1; index < count; index += 1) movements = movements.unionAll(movement(index))
  return db
    .insertInto('stock_movements')
    .columns([
      'id',
      'product_id',
      'seq',
      'at',
      'change',
      'stock_after',
      'reason',
      'order_id',
      'actor_id',
      'actor_email',
      'note',
      'variant_id',
    ])
    .expression(movements)
})

/** The first movement of products just created, many at once (the demo catalogue's seed): their stock. */
export async function recordOpeningStock(
  trx: Kysely<Database>,
  products: readonly { productId: string; stock: number }[],
): Promise<void> {
  if (products.length === 0) return
  const at = nowIso()
  await trx
    .insertInto('stock_movements')
    .values(
      products.map((product) => ({
        id: newId(),
        product_id: product.productId,
        seq: 1,
        at,
        change: product.stock,
        stock_after: product.stock,
        reason: 'opening',
        order_id: null,
        actor_id: null,
        actor_email: null,
        note: null,
      })),
    )
    .execute()
}

/** A product's movements, newest first, a page at a time. */
export async function listStockMovements(
  db: Kysely<Database>,
  productId: string,
  query: StockMovementsQuery,
): Promise<StockMovementsResponse> {
  const { page, limit, offset } = toOffsetLimit(query, 50)
  const [rows, count] = await Promise.all([
    db
      .selectFrom('stock_movements')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('seq', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow(),
  ])
  const total = Number(count.total)
  const movements = rows.map((row): StockMovement => ({
    _id: row.id,
    at: row.at,
    change: row.change,
    stockAfter: row.stock_after,
    reason: row.reason as StockMovementReason,
    ...(row.order_id !== null && { orderId: row.order_id }),
    ...(row.actor_id !== null && { actor: { _id: row.actor_id, email: row.actor_email ?? '' } }),
    ...(row.note !== null && { note: row.note }),
    ...(row.variant_id != null && { variant: row.variant_id }),
  }))
  return { movements, ...toPage(total, page, limit) }
}

/**
 * A product whose ledger does not add up to its stock; or, with `variantId`, one of its variants whose stock is not
 * the sum of the movements naming it (`name` then ends with its label; `latestStockAfter` is null, the movements'
 * `stockAfter` being the product's).
 */
export type StockLedgerDifference = {
  productId: string
  variantId?: string
  name: string
  stock: number
  /** The sum of all its movements' changes. */
  ledgerSum: number
  /** The stock its latest movement left; null when it has none. */
  latestStockAfter: number | null
  /** A product with options: the sum of its variants' stock, which its own must equal. */
  variantSum?: number
}

/**
 * Every product whose stock differs from the sum of its movements or from what its latest movement left (or,
 * with options, from its variants' stock summed), and every variant whose stock differs from the sum of its own
 * movements: none when the ledger holds every change.
 * Read in one statement, so that a change committed meanwhile is either wholly in it or not at all.
 */
export async function stockLedgerDifferences(db: Kysely<Database>): Promise<StockLedgerDifference[]> {
  const products = db
    .selectFrom('products')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('stock_movements')
          .select((inner) => [
            'product_id',
            inner.fn.sum<number>('change').as('ledger_sum'),
            inner.fn.max<number>('seq').as('last_seq'),
          ])
          .groupBy('product_id')
          .as('ledger'),
      (join) => join.onRef('ledger.product_id', '=', 'products.id'),
    )
    .leftJoin('stock_movements as latest', (join) =>
      join.onRef('latest.product_id', '=', 'products.id').onRef('latest.seq', '=', 'ledger.last_seq'),
    )
    .select([
      'products.id',
      sql<string | null>`cast(null as text)`.as('variant_id'),
      'products.name',
      sql<string | null>`cast(null as text)`.as('label'),
      'products.stock',
      'ledger.ledger_sum',
      'latest.stock_after',
      sql<number | null>`case when products.options = '[]' then null else
        (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = products.id) end`.as(
        'variant_sum',
      ),
    ])
  const variants = db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('stock_movements')
          .select((inner) => ['variant_id', inner.fn.sum<number>('change').as('ledger_sum')])
          .where('variant_id', 'is not', null)
          .groupBy('variant_id')
          .as('variant_ledger'),
      (join) => join.onRef('variant_ledger.variant_id', '=', 'product_variants.id'),
    )
    .select([
      'products.id',
      sql<string | null>`product_variants.id`.as('variant_id'),
      'products.name',
      sql<string | null>`product_variants.label`.as('label'),
      'product_variants.stock',
      'variant_ledger.ledger_sum',
      sql<number | null>`cast(null as integer)`.as('stock_after'),
      sql<number | null>`cast(null as integer)`.as('variant_sum'),
    ])
  const rows = await products.unionAll(variants).execute()
  return rows
    .map((row): StockLedgerDifference => {
      const ledgerSum = Number(row.ledger_sum ?? 0)
      if (row.variant_id === null)
        return {
          productId: row.id,
          name: row.name,
          stock: row.stock,
          ledgerSum,
          latestStockAfter: row.stock_after ?? null,
          ...(row.variant_sum !== null && { variantSum: Number(row.variant_sum) }),
        }
      return {
        productId: row.id,
        variantId: row.variant_id,
        name: soldItemName(row.name, row.label),
        stock: row.stock,
        ledgerSum,
        latestStockAfter: null,
      }
    })
    .filter(
      (row) =>
        row.ledgerSum !== row.stock ||
        (row.variantId === undefined && row.latestStockAfter !== row.stock) ||
        (row.variantSum !== undefined && row.variantSum !== row.stock),
    )
}
