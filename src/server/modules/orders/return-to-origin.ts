import type { Kysely } from 'kysely'
import {
  ALREADY_RETURNED_MESSAGE,
  RESTOCK_MORE_THAN_SOLD_MESSAGE,
  RESTOCK_UNKNOWN_PRODUCT_MESSAGE,
  RETURN_TO_ORIGIN_NOT_ALLOWED_MESSAGE,
} from '@common/schemas/cash-on-delivery'
import type { UpdateOrderStatusInput } from '@common/schemas/order'
import type { Database } from '../../db/schema'
import { BadRequestError, ConflictError, NotFoundError } from '../../errors'
import { stockLinesOf } from './order-transitions'

export type RestockLine = NonNullable<UpdateOrderStatusInput['restock']>[number]

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
 * The order's side of a return to origin (flows/return-to-origin.ts), in the caller's transaction: a shipped
 * cash-on-delivery order (any shipped order when its carrier reports it back) becomes `returned` by one conditional UPDATE, so that a second click, a second tab or
 * another instance changes nothing and answers 409. Answers what goes back on sale, which the caller restocks
 * after this. From now on the customer's record counts the parcel (returned-parcels.ts).
 */
export async function recordReturnToOrigin(
  trx: Kysely<Database>,
  orderId: string,
  restock: readonly RestockLine[] | undefined,
  now: Date,
  anyPayment = false,
): Promise<{ productId: string; quantity: number }[]> {
  const current = await trx
    .selectFrom('orders')
    .select(['status', 'payment_method'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!current) throw new NotFoundError('Order not found')
  if (current.status === 'returned') throw new ConflictError(ALREADY_RETURNED_MESSAGE)
  if ((!anyPayment && current.payment_method !== 'COD') || current.status !== 'shipped')
    throw new ConflictError(RETURN_TO_ORIGIN_NOT_ALLOWED_MESSAGE)
  const lines = restockedLines(await stockLinesOf(trx, orderId), restock)
  const at = now.toISOString()
  const returned = await trx
    .updateTable('orders')
    .set({ status: 'returned', returned_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'shipped')
    .$if(!anyPayment, (query) => query.where('payment_method', '=', 'COD'))
    .executeTakeFirst()
  if (Number(returned.numUpdatedRows) === 0) throw new ConflictError(ALREADY_RETURNED_MESSAGE)
  return lines
}
