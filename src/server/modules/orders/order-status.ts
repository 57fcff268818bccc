import type { Kysely, Selectable } from 'kysely'
import type { OrderStatus } from '@common/constants'
import {
  CANCELLED_PREORDER_IS_FINAL_MESSAGE,
  PREORDER_AWAITING_RELEASE_MESSAGE,
} from '@common/schemas/preorder'
import {
  COD_AWAITING_CONFIRMATION_MESSAGE,
  RETURNED_ORDER_IS_FINAL_MESSAGE,
} from '@common/schemas/cash-on-delivery'
import {
  CANCELLED_ORDER_NOT_SENT_MESSAGE,
  ORDER_STATUS_CHANGED_MESSAGE,
  REFUNDED_ORDER_NOT_REOPENED_MESSAGE,
  type Order,
  type UpdateOrderStatusInput,
} from '@common/schemas/order'
import type { Database, OrdersTable } from '../../db/schema'
import { readToChange } from '../../db/database-traits'
import { ConflictError, NotFoundError } from '../../errors'
import { type OrderEvent, statusChangeEvent } from './order-mails'
import { findOrder } from './order-reads'

/**
 * The order's side of the staff's status changes (the orders tab's status and delivered actions), in the flow's
 * transaction (flows/status-change.ts, which takes stock and a discount's use back, mails and audits). A
 * cancellation and return to origin are flows of their own.
 */

/** The statuses an order reaches only once it is on its way to be sent. */
const SENDING_STATUSES: readonly OrderStatus[] = ['processing', 'shipped', 'delivered']

/** A status change but a cancellation and return to origin, which are flows of their own. */
export type StatusChange = Omit<UpdateOrderStatusInput, 'status' | 'restock'> & {
  status: Exclude<OrderStatus, 'returned' | 'cancelled'>
  /** 'YYYY-MM-DD' the parcel should arrive by, set when it is shipped; unsaid, what the order had stays. */
  estimatedDelivery?: string | null
}

/** The order's row as it was before the change, locked for the transaction. */
export type OrderBeforeChange = Selectable<OrdersTable>

/**
 * Any status may follow any other (the admin corrects mistakes freely), with these exceptions: `returned` is
 * return to origin (flows/return-to-origin.ts) and final; a cash-on-delivery order waiting for its shopper's
 * confirmation is not processed, shipped or delivered before it; a pre-order is not shipped or delivered before
 * its release; a cancelled order is not shipped or delivered (the admin reopens it as pending or processing first),
 * and one whose payment went back when it was cancelled is not reopened. Leaving "cancelled" takes the stock
 * again (the flow's). A cash-on-delivery order is paid when it is delivered.
 *
 * Every rule is checked on the order's row locked for this transaction (on SQLite the write transaction runs
 * alone), and the update again names the status it moves from (writeStatusChange): of a shipment and a
 * cancellation sent at the same moment, exactly one wins and the other answers 409, so stock and money move once.
 */
export async function lockStatusChange(
  trx: Kysely<Database>,
  orderId: string,
  change: StatusChange,
): Promise<OrderBeforeChange> {
  const query = trx.selectFrom('orders').selectAll().where('id', '=', orderId)
  const current = await readToChange(trx, query).executeTakeFirst()
  if (!current) throw new NotFoundError('Order not found')
  if (current.status === 'returned') throw new ConflictError(RETURNED_ORDER_IS_FINAL_MESSAGE)
  // Its stock came back and a paid one's money went back: sending it would ship what was given back.
  if ((change.status === 'shipped' || change.status === 'delivered') && current.status === 'cancelled')
    throw new ConflictError(CANCELLED_ORDER_NOT_SENT_MESSAGE)
  if (SENDING_STATUSES.includes(change.status) && isAwaiting(current))
    throw new ConflictError(COD_AWAITING_CONFIRMATION_MESSAGE)
  // A pre-order has nothing to send before its release allocates its units (which never comes undone, so a
  // release committed meanwhile only makes this refusal early).
  if ((change.status === 'shipped' || change.status === 'delivered') && current.preorder_state === 'awaiting')
    throw new ConflictError(PREORDER_AWAITING_RELEASE_MESSAGE)
  // Taken back, it would hold a place the limit no longer counts on, and miss a release already done.
  if (current.status === 'cancelled' && current.preorder_state === 'awaiting')
    throw new ConflictError(CANCELLED_PREORDER_IS_FINAL_MESSAGE)
  // A cancelled order still marked paid was paid online and refunded in full by its cancellation.
  if (current.status === 'cancelled' && current.paid_at !== null)
    throw new ConflictError(REFUNDED_ORDER_NOT_REOPENED_MESSAGE)
  return current
}

const isAwaiting = (row: { cod_confirmation?: string | null; status: string }) =>
  row.cod_confirmation === 'awaiting' && row.status === 'pending'

/**
 * Writes the change on the order locked by lockStatusChange, if its status is still the one read there, and
 * answers the order as it now is with what its customer hears of the change, if anything; 409 when another
 * change came first.
 */
export async function writeStatusChange(
  trx: Kysely<Database>,
  current: OrderBeforeChange,
  change: StatusChange,
  at: Date,
): Promise<{ order: Order; event: OrderEvent | undefined }> {
  const orderId = current.id
  const now = at.toISOString()
  const sending = SENDING_STATUSES.includes(change.status)
  const delivering = change.status === 'delivered'
  const collectsCash = delivering && current.payment_method === 'COD' && current.paid_at === null
  // An order the admin takes back from "cancelled" no longer waits for its shopper: the admin decides.
  const reinstated = current.status === 'cancelled'
  const changed = await trx
    .updateTable('orders')
    .set({
      status: change.status,
      cancelled_at: null,
      cancel_reason: null,
      tracking_number: change.trackingNumber || current.tracking_number,
      // A new tracking number comes with its carrier (missing: `other`); without one the carrier stays.
      carrier: change.trackingNumber ? (change.carrier ?? 'other') : current.carrier,
      estimated_delivery:
        change.estimatedDelivery === undefined
          ? (current.estimated_delivery ?? null)
          : change.estimatedDelivery,
      delivered_at: delivering ? (current.delivered_at ?? now) : current.delivered_at,
      shipped_at:
        change.status === 'shipped' || delivering
          ? (current.shipped_at ?? now)
          : (current.shipped_at ?? null),
      ...(reinstated && current.cod_confirmation === 'awaiting' ? { cod_confirmation: null } : {}),
      ...(collectsCash ? { paid_at: now, payment_status: 'completed' } : {}),
      updated_at: now,
    })
    .where('id', '=', orderId)
    .where('status', '=', current.status)
    // Checked again on the row itself: the expiry or the shopper's confirmation may have come in between.
    .$if(sending && !reinstated, (query) =>
      query.where((eb) =>
        eb.or([
          eb('cod_confirmation', 'is', null),
          eb('cod_confirmation', '!=', 'awaiting'),
          eb('status', '!=', 'pending'),
        ]),
      ),
    )
    .executeTakeFirst()
  if (Number(changed.numUpdatedRows) === 0) {
    const latest = await trx
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    throw new ConflictError(
      latest.status === 'returned'
        ? RETURNED_ORDER_IS_FINAL_MESSAGE
        : latest.status === current.status
          ? COD_AWAITING_CONFIRMATION_MESSAGE
          : ORDER_STATUS_CHANGED_MESSAGE,
    )
  }
  const order = await findOrder(trx, orderId)
  const event = statusChangeEvent(
    { status: current.status, trackingNumber: current.tracking_number },
    { status: order.status, trackingNumber: order.trackingNumber },
  )
  return { order, event }
}

export const UNPAID_DELIVERY_MESSAGE =
  'This order has not been paid yet: an online payment must be completed before the order is marked as delivered'

/**
 * The admin orders tab's one transition, `deliver` being the status change to delivered (the flow's). Allowed
 * once the payment is completed, or for cash on delivery, where delivering is when the cash is collected
 * (writeStatusChange records it). Delivering twice answers the order unchanged.
 */
export async function markOrderDelivered(
  db: Kysely<Database>,
  orderId: string,
  deliver: () => Promise<Order>,
): Promise<Order> {
  const order = await findOrder(db, orderId)
  if (order.status === 'cancelled') throw new ConflictError('A cancelled order cannot be marked as delivered')
  if (order.isDelivered) return order
  if (order.paymentMethod !== 'COD' && order.paymentStatus !== 'completed')
    throw new ConflictError(UNPAID_DELIVERY_MESSAGE)
  return deliver()
}
