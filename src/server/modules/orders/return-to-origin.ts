import type { Kysely } from 'kysely'
import {
  ALREADY_RETURNED_MESSAGE,
  RESTOCK_MORE_THAN_SOLD_MESSAGE,
  RESTOCK_UNKNOWN_PRODUCT_MESSAGE,
  RETURN_TO_ORIGIN_NOT_ALLOWED_MESSAGE,
} from '@common/schemas/cash-on-delivery'
import type { Order, UpdateOrderStatusInput } from '@common/schemas/order'
import type { Database } from '../../db/schema'
import { writeTransaction } from '../../db/write-transaction'
import { BadRequestError, ConflictError, NotFoundError } from '../../errors'
import { recordAudit, type AuditActor } from '../audit/audit.service'
import { returnStock } from '../products/product-stock'
import { findOrder } from './order-reads'
import { stockLinesOf } from './order-transitions'

type RestockLine = NonNullable<UpdateOrderStatusInput['restock']>[number]

/**
 * What goes back on sale: every item sold when the admin names none, otherwise the quantities named (a product
 * left out goes back with none: a damaged parcel), never more of a product than the order sold of it.
 */
function restockedLines(
  sold: readonly { productId: string; quantity: number }[],
  restock: readonly RestockLine[] | undefined,
): { productId: string; quantity: number }[] {
  const soldByProduct = new Map<string, number>()
  for (const line of sold)
    soldByProduct.set(line.productId, (soldByProduct.get(line.productId) ?? 0) + line.quantity)
  if (restock === undefined)
    return [...soldByProduct].map(([productId, quantity]) => ({ productId, quantity }))
  return restock.flatMap((line) => {
    const bought = soldByProduct.get(line.product)
    if (bought === undefined) throw new BadRequestError(RESTOCK_UNKNOWN_PRODUCT_MESSAGE)
    if (line.qty > bought) throw new BadRequestError(RESTOCK_MORE_THAN_SOLD_MESSAGE)
    return line.qty > 0 ? [{ productId: line.product, quantity: line.qty }] : []
  })
}

/**
 * Return to origin: a shipped cash-on-delivery parcel came back undelivered. In one transaction the order becomes
 * `returned` (one conditional UPDATE, so that a second click, a second tab or another instance changes nothing
 * and answers 409) and only then does its stock come back. The customer's record counts it from now on
 * (returned-parcels.ts). No money moved, so nothing is refunded.
 */
export async function markReturnedToOrigin(
  db: Kysely<Database>,
  orderId: string,
  restock: readonly RestockLine[] | undefined,
  now: Date,
  actor: AuditActor,
): Promise<Order> {
  await writeTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('orders')
      .select(['status', 'payment_method'])
      .where('id', '=', orderId)
      .executeTakeFirst()
    if (!current) throw new NotFoundError('Order not found')
    if (current.status === 'returned') throw new ConflictError(ALREADY_RETURNED_MESSAGE)
    if (current.payment_method !== 'COD' || current.status !== 'shipped')
      throw new ConflictError(RETURN_TO_ORIGIN_NOT_ALLOWED_MESSAGE)
    const lines = restockedLines(await stockLinesOf(trx, orderId), restock)
    const at = now.toISOString()
    const returned = await trx
      .updateTable('orders')
      .set({ status: 'returned', returned_at: at, updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 'shipped')
      .where('payment_method', '=', 'COD')
      .executeTakeFirst()
    if (Number(returned.numUpdatedRows) === 0) throw new ConflictError(ALREADY_RETURNED_MESSAGE)
    await returnStock(trx, lines, { reason: 'return-to-origin', orderId, actor })
    await recordAudit(trx, actor, {
      action: 'order.status',
      entity: 'order',
      entityId: orderId,
      before: { status: 'shipped' },
      after: {
        status: 'returned',
        restocked: lines.map((line) => ({ product: line.productId, qty: line.quantity })),
      },
    })
  })
  return findOrder(db, orderId)
}
