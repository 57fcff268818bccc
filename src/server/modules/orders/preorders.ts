import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/*
 * Pre-orders on the orders' own rows (DESIGN §8). A pre-order is an order of one pre-order product, paid online,
 * that takes no stock while it is `awaiting` its release; the release `allocated` it its units (all it ordered,
 * or fewer when the delivery came short). Open pre-orders are those awaiting and not cancelled: paid, or still
 * in their payment hold (an unpaid one whose hold ran out is cancelled by the hold's sweep within a minute, and
 * counts until then, so that the limit is never passed however the gateway's last answer turns out).
 */

/** Literal, so that both databases can prove the partial index orders_awaiting_release applies. */
const AWAITING = sql.lit<'awaiting'>('awaiting')

/** The open pre-orders' lines of a product. */
function openPreorderLines(db: Kysely<Database>, productId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .where('orders.preorder_state', '=', AWAITING)
    .where('orders.status', '!=', 'cancelled')
    .where('order_items.product_id', '=', productId)
}

/** Units of a product its open pre-orders hold (a new pre-order is held to the limit with them). */
export async function openPreorderUnits(
  db: Kysely<Database>,
  productId: string,
  variantId: string | null = null,
): Promise<number> {
  let lines = openPreorderLines(db, productId)
  if (variantId) lines = lines.where('order_items.variant_id', '=', variantId)
  const row = await lines
    .select((eb) => eb.fn.sum<number | string | null>('order_items.quantity').as('units'))
    .executeTakeFirst()
  return Number(row?.units ?? 0)
}

/** What placing a pre-order writes on the order: it waits for its release, expected on the product's date. */
export type PreorderPlacement = { preorder_state: 'awaiting'; preorder_release_date: string | null }

/** An open pre-order as its release and a new date read it. */
export type OpenPreorder = {
  id: string
  orderNumber: string
  userId: string
  /** The variant pre-ordered and its label, for a product with options. */
  variantId: string | null
  variantLabel: string | null
  quantity: number
  paidAt: string | null
  releaseDate: string | null
  createdAt: string
}

/** A product's open pre-orders in the order they were placed (the order number breaks a tie of the same ms). */
export async function listOpenPreorders(db: Kysely<Database>, productId: string): Promise<OpenPreorder[]> {
  const rows = await openPreorderLines(db, productId)
    .select([
      'orders.id',
      'orders.order_number',
      'orders.user_id',
      'orders.paid_at',
      'orders.preorder_release_date',
      'orders.created_at',
      'order_items.variant_id',
      'order_items.variant_label',
      'order_items.quantity',
    ])
    .orderBy('orders.created_at')
    .orderBy('orders.order_number')
    .orderBy('orders.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    userId: row.user_id,
    variantId: row.variant_id ?? null,
    variantLabel: row.variant_label ?? null,
    quantity: row.quantity,
    paidAt: row.paid_at,
    releaseDate: row.preorder_release_date ?? null,
    createdAt: row.created_at,
  }))
}

/**
 * The buyers of these open pre-orders have been told the new date: it is the one their orders expect. Only
 * orders still open and still expecting another date change, so that a date set twice writes once.
 */
export async function recordPreorderReleaseDate(
  trx: Kysely<Database>,
  orderIds: readonly string[],
  releaseDate: string,
  now: Date,
): Promise<string[]> {
  if (orderIds.length === 0) return []
  const changed = await trx
    .updateTable('orders')
    .set({ preorder_release_date: releaseDate, updated_at: now.toISOString() })
    .where('id', 'in', [...orderIds])
    .where('preorder_state', '=', AWAITING)
    .where('status', '!=', 'cancelled')
    .where((eb) =>
      eb.or([eb('preorder_release_date', 'is', null), eb('preorder_release_date', '!=', releaseDate)]),
    )
    .returning('id')
    .execute()
  return changed.map((row) => row.id)
}

/**
 * The release gives an open pre-order its units: from now on they count as taken stock, as any order's do, and
 * the order moves on to shipping. One conditional UPDATE: false when it was cancelled or allocated meanwhile.
 */
export async function allocatePreorder(
  trx: Kysely<Database>,
  orderId: string,
  units: number,
  now: Date,
): Promise<boolean> {
  const allocated = await trx
    .updateTable('orders')
    .set({ preorder_state: 'allocated', preorder_allocated: units, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('preorder_state', '=', AWAITING)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst()
  return Number(allocated.numUpdatedRows) === 1
}
