import type { Kysely } from 'kysely'
import {
  ALREADY_RETURNED_MESSAGE,
  RESTOCK_CHOOSE_VARIANT_MESSAGE,
  RESTOCK_MORE_THAN_SOLD_MESSAGE,
  RESTOCK_UNKNOWN_PRODUCT_MESSAGE,
  RETURN_TO_ORIGIN_NOT_ALLOWED_MESSAGE,
} from '@common/schemas/cash-on-delivery'
import type { UpdateOrderStatusInput } from '@common/schemas/order'
import type { Database } from '../../db/schema'
import { BadRequestError, ConflictError, NotFoundError } from '../../errors'
import { stockLinesOf } from './order-transitions'

export type RestockLine = NonNullable<UpdateOrderStatusInput['restock']>[number]

/** A line going back on sale: its product and, for a product with options, the variant whose stock it is. */
type RestockedLine = { productId: string; variantId: string | null; quantity: number }

/**
 * What goes back on sale: every item sold when the admin names none, otherwise the quantities named (a product
 * left out goes back with none: a damaged parcel), never more of a product (a variant) than the order sold of it.
 * A line naming no variant stands for the one variant of its product the order sold; 400 when it sold several.
 */
function restockedLines(
  sold: readonly { productId: string; variantId: string | null; quantity: number }[],
  restock: readonly RestockLine[] | undefined,
): RestockedLine[] {
  const soldByUnit = new Map<string, RestockedLine>()
  for (const line of sold) {
    const key = line.variantId ?? line.productId
    const same = soldByUnit.get(key)
    soldByUnit.set(key, { ...line, quantity: (same?.quantity ?? 0) + line.quantity })
  }
  if (restock === undefined) return [...soldByUnit.values()]
  const named = restock.map((line) => {
    const matching = [...soldByUnit.values()].filter(
      (unit) =>
        unit.productId === line.product && (line.variant === undefined || unit.variantId === line.variant),
    )
    if (matching.length > 1) throw new BadRequestError(RESTOCK_CHOOSE_VARIANT_MESSAGE)
    const bought = matching[0]
    if (bought === undefined) throw new BadRequestError(RESTOCK_UNKNOWN_PRODUCT_MESSAGE)
    if (line.qty > bought.quantity) throw new BadRequestError(RESTOCK_MORE_THAN_SOLD_MESSAGE)
    return { ...bought, quantity: line.qty }
  })
  const keys = named.map((line) => line.variantId ?? line.productId)
  if (new Set(keys).size !== keys.length) throw new BadRequestError('Each product may appear once in restock')
  return named.filter((line) => line.quantity > 0)
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
): Promise<RestockedLine[]> {
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
