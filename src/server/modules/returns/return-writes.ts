import type { Kysely } from 'kysely'
import {
  RETURN_CHOOSE_VARIANT_MESSAGE,
  RETURN_MORE_THAN_BOUGHT_MESSAGE,
  returnLineKey,
  type CreateReturnInput,
} from '@common/schemas/returns'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { BadRequestError } from '../../errors'

/**
 * Return requests as they are asked, decided and received. This module keeps the records — what is asked back
 * and why, the photos, the decision, what went back on sale and the refund made — each change one conditional
 * UPDATE in the caller's transaction; checking the order, storing the photos, restocking and refunding are
 * composed by the order lifecycle (flows/returning.ts).
 */

/**
 * Serialises the return requests of one order until the caller's transaction ends, so that two requests sent
 * at once cannot both take the last item the order has left to return.
 */
export async function lockReturnsOfOrder(trx: Kysely<Database>, orderId: string): Promise<void> {
  await lockForTransaction(trx, `returns:${orderId}`)
}

/**
 * Whether a return of the order has been approved or received: its items are on their way back or back on the
 * shelf, so cancelling the order (which puts all of its stock back) would count them twice. Call it after
 * lockReturnsOfOrder in the same transaction.
 */
export async function hasReturnUnderway(trx: Kysely<Database>, orderId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('return_requests')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', ['approved', 'received'])
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Per thing sold (a variant's id for a product with options, else the product's), how many of an order are already
 * asked back by returns not rejected.
 */
export async function quantitiesAskedBack(
  db: Kysely<Database>,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('return_items')
    .innerJoin('return_requests', 'return_requests.id', 'return_items.return_id')
    .select([
      'return_items.product_id',
      'return_items.variant_id',
      (eb) => eb.fn.sum<number | string>('return_items.quantity').as('qty'),
    ])
    .where('return_requests.order_id', '=', orderId)
    .where('return_requests.status', '!=', 'rejected')
    .groupBy(['return_items.product_id', 'return_items.variant_id'])
    .execute()
  return new Map(
    rows.flatMap((row) => {
      const key = row.variant_id ?? row.product_id
      return key ? [[key, Number(row.qty)]] : []
    }),
  )
}

/** An order's line as it was sold: what a return of it snapshots. */
export type SoldLine = {
  productId: string | null
  /** The variant sold and its label, for a product with options. */
  variantId: string | null
  variantLabel: string | null
  name: string
  image: string
  unitPricePaise: number
  quantity: number
}

export type ReturnLine = Omit<SoldLine, 'productId'> & { productId: string }

/**
 * The lines a request asks back, each at most what the order sold of it less what earlier returns (not
 * rejected) already ask; 400 for a product (variant) the order does not hold or a quantity above what is left. A
 * line naming no variant stands for the one variant of its product the order sold (400 when it sold several).
 */
export function linesToReturn(
  sold: readonly SoldLine[],
  asked: CreateReturnInput['items'],
  askedBefore: ReadonlyMap<string, number>,
): ReturnLine[] {
  const lines = asked.map((line) => {
    const matching = sold.filter(
      (item) =>
        item.productId === line.product && (line.variant === undefined || item.variantId === line.variant),
    )
    const first = matching[0]
    if (!first) throw new BadRequestError(RETURN_MORE_THAN_BOUGHT_MESSAGE)
    if (matching.some((item) => item.variantId !== first.variantId))
      throw new BadRequestError(RETURN_CHOOSE_VARIANT_MESSAGE)
    const key = first.variantId ?? line.product
    const bought = matching.reduce((sum, item) => sum + item.quantity, 0)
    if (line.qty > bought - (askedBefore.get(key) ?? 0))
      throw new BadRequestError(RETURN_MORE_THAN_BOUGHT_MESSAGE)
    return { ...first, productId: line.product, quantity: line.qty }
  })
  // A line with its variant and one without, naming the same variant, would be asked back twice.
  const keys = lines.map((line) =>
    returnLineKey({ product: line.productId, variant: line.variantId ?? undefined }),
  )
  if (new Set(keys).size !== keys.length) throw new BadRequestError('Each product may appear once')
  return lines
}

export type NewReturn = {
  orderId: string
  userId: string
  orderNumber: string
  reason: CreateReturnInput['reason']
  note: string | null
  lines: readonly ReturnLine[]
  photos: readonly string[]
  now: Date
}

/** A new request, `requested`, with its lines; in the caller's transaction. Answers its id. */
export async function insertReturn(trx: Kysely<Database>, request: NewReturn): Promise<string> {
  const id = newId()
  const at = request.now.toISOString()
  await trx
    .insertInto('return_requests')
    .values({
      id,
      order_id: request.orderId,
      user_id: request.userId,
      order_number: request.orderNumber,
      status: 'requested',
      reason: request.reason,
      note: request.note,
      admin_note: null,
      photos: JSON.stringify(request.photos),
      refund_id: null,
      refund_paise: null,
      created_at: at,
      updated_at: at,
      decided_at: null,
      received_at: null,
    })
    .execute()
  await trx
    .insertInto('return_items')
    .values(
      request.lines.map((line) => ({
        id: newId(),
        return_id: id,
        product_id: line.productId,
        variant_id: line.variantId,
        variant_label: line.variantLabel,
        name: line.name,
        image: line.image,
        unit_price_paise: line.unitPricePaise,
        quantity: line.quantity,
        restocked: 0,
      })),
    )
    .execute()
  return id
}

/**
 * Approves or rejects a request still `requested`, with the admin's note. False when it had already been
 * decided (a second click, another admin): nothing changes then.
 */
export async function decideReturn(
  trx: Kysely<Database>,
  returnId: string,
  decision: { status: 'approved' | 'rejected'; adminNote: string | null; now: Date },
): Promise<boolean> {
  const at = decision.now.toISOString()
  const result = await trx
    .updateTable('return_requests')
    .set({ status: decision.status, admin_note: decision.adminNote, decided_at: at, updated_at: at })
    .where('id', '=', returnId)
    .where('status', '=', 'requested')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Marks an approved request received, with how many of each product went back on sale, by what its lines name
 * (a variant's id for a product with options, else the product's; checked by the caller against its lines). False when it was not `approved` (rejected, or received already): the caller
 * then restocks and refunds nothing, so a repeated request acts once.
 */
export async function markReturnReceived(
  trx: Kysely<Database>,
  returnId: string,
  receipt: { restocked: ReadonlyMap<string, number>; adminNote: string | null; now: Date },
): Promise<boolean> {
  const at = receipt.now.toISOString()
  const result = await trx
    .updateTable('return_requests')
    .set((eb) => ({
      status: 'received',
      // A note given with the receipt replaces the decision's; none keeps it.
      admin_note: receipt.adminNote ?? eb.ref('admin_note'),
      received_at: at,
      updated_at: at,
    }))
    .where('id', '=', returnId)
    .where('status', '=', 'approved')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return false
  for (const [key, quantity] of receipt.restocked) {
    await trx
      .updateTable('return_items')
      .set({ restocked: quantity })
      .where('return_id', '=', returnId)
      .where((eb) =>
        eb.or([
          eb('variant_id', '=', key),
          eb.and([eb('product_id', '=', key), eb('variant_id', 'is', null)]),
        ]),
      )
      .execute()
  }
  return true
}

/** The refund made with a received return, in the receipt's transaction. */
export async function recordReturnRefund(
  trx: Kysely<Database>,
  returnId: string,
  refund: { id: string; amountPaise: number },
): Promise<void> {
  await trx
    .updateTable('return_requests')
    .set({ refund_id: refund.id, refund_paise: refund.amountPaise })
    .where('id', '=', returnId)
    .execute()
}
