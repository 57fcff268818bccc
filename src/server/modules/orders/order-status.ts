import type { Kysely } from 'kysely'
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
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { readToChange } from '../../db/database-traits'
import { writeTransaction } from '../../db/write-transaction'
import { ConflictError, NotFoundError } from '../../errors'
import { type AuditActor, changedFields, recordAudit } from '../audit'
import { restoreDiscountUse } from '../discounts'
import type { MailContext } from '../mail'
import { takeStock } from '../products'
import { queueOrderMails, statusChangeEvent } from './order-mails'
import { findOrder } from './order-reads'
import { cancelOrderRecord, stockLinesOf } from './order-transitions'

/** The staff's status changes of an order (the orders tab's status and delivered actions). */

/** The statuses an order reaches only once it is on its way to be sent. */
const SENDING_STATUSES: readonly OrderStatus[] = ['processing', 'shipped', 'delivered']

/** A status change but return to origin, which is a flow of its own (flows/return-to-origin.ts). */
export type StatusChange = Omit<UpdateOrderStatusInput, 'status' | 'restock'> & {
  status: Exclude<OrderStatus, 'returned'>
  cancelReason?: string | undefined
}

/**
 * Any status may follow any other (the admin corrects mistakes freely), with these exceptions: `returned` is
 * return to origin (flows/return-to-origin.ts) and final; a cash-on-delivery order waiting for its shopper's
 * confirmation is not processed, shipped or delivered before it; a pre-order is not shipped or delivered before
 * its release; a cancelled order is not shipped or delivered (the admin reopens it as pending or processing first),
 * and one whose payment went back when it was cancelled is not reopened. Cancelling gives the stock back once;
 * leaving "cancelled" takes it again. A cash-on-delivery order is paid when it is delivered.
 *
 * Every rule is checked on the order's row locked for this transaction (on SQLite the write transaction runs
 * alone), and the update again names the status it moves from: of a shipment and a cancellation sent at the same
 * moment, exactly one wins and the other answers 409, so stock and money move once.
 */
export async function updateOrderStatus(
  db: Kysely<Database>,
  orderId: string,
  input: StatusChange,
  mail: MailContext,
  actor: AuditActor,
  action: 'order.status' | 'order.deliver' = 'order.status',
): Promise<Order> {
  return writeTransaction(db, async (trx) => {
    const query = trx.selectFrom('orders').selectAll().where('id', '=', orderId)
    const current = await readToChange(trx, query).executeTakeFirst()
    if (!current) throw new NotFoundError('Order not found')
    if (current.status === 'returned') throw new ConflictError(RETURNED_ORDER_IS_FINAL_MESSAGE)
    // Its stock came back and a paid one's money went back: sending it would ship what was given back.
    if ((input.status === 'shipped' || input.status === 'delivered') && current.status === 'cancelled')
      throw new ConflictError(CANCELLED_ORDER_NOT_SENT_MESSAGE)
    const sending = SENDING_STATUSES.includes(input.status)
    const isAwaiting = (row: { cod_confirmation?: string | null; status: string }) =>
      row.cod_confirmation === 'awaiting' && row.status === 'pending'
    if (sending && isAwaiting(current)) throw new ConflictError(COD_AWAITING_CONFIRMATION_MESSAGE)
    // A pre-order has nothing to send before its release allocates its units (which never comes undone, so a
    // release committed meanwhile only makes this refusal early).
    if ((input.status === 'shipped' || input.status === 'delivered') && current.preorder_state === 'awaiting')
      throw new ConflictError(PREORDER_AWAITING_RELEASE_MESSAGE)
    // Taken back, it would hold a place the limit no longer counts on, and miss a release already done.
    if (
      input.status !== 'cancelled' &&
      current.status === 'cancelled' &&
      current.preorder_state === 'awaiting'
    )
      throw new ConflictError(CANCELLED_PREORDER_IS_FINAL_MESSAGE)
    // A cancelled order still marked paid was paid online and refunded in full by its cancellation.
    if (input.status !== 'cancelled' && current.status === 'cancelled' && current.paid_at !== null)
      throw new ConflictError(REFUNDED_ORDER_NOT_REOPENED_MESSAGE)
    const now = nowIso()
    if (input.status === 'cancelled' && current.status !== 'cancelled')
      await cancelOrderRecord(trx, orderId, {
        from: [current.status as OrderStatus],
        reason: input.cancelReason ?? null,
        now: new Date(now),
        actor,
      })
    if (input.status !== 'cancelled' && current.status === 'cancelled') {
      // The admin puts the order back as it was: its code counts as used again, past its limit if need be.
      // The code's row is locked before the products', as everywhere (cancelOrderRecord).
      if (current.discount_code)
        await restoreDiscountUse(trx, { code: current.discount_code, orderId, userId: current.user_id })
      await takeStock(trx, await stockLinesOf(trx, orderId), { reason: 'order', orderId, actor })
    }
    const delivering = input.status === 'delivered'
    const collectsCash = delivering && current.payment_method === 'COD' && current.paid_at === null
    // An order the admin takes back from "cancelled" no longer waits for its shopper: the admin decides.
    const reinstated = current.status === 'cancelled' && input.status !== 'cancelled'
    const changed = await trx
      .updateTable('orders')
      .set({
        status: input.status,
        ...(input.status === 'cancelled' ? {} : { cancelled_at: null, cancel_reason: null }),
        tracking_number: input.trackingNumber || current.tracking_number,
        delivered_at: delivering ? (current.delivered_at ?? now) : current.delivered_at,
        shipped_at:
          input.status === 'shipped' || delivering
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
    if (event) await queueOrderMails(trx, mail, event, order)
    // The payment status moves too when delivering collects the cash of a cash-on-delivery order.
    const change = changedFields(
      {
        status: current.status,
        trackingNumber: current.tracking_number,
        paymentStatus: current.payment_status,
      },
      { status: order.status, trackingNumber: order.trackingNumber, paymentStatus: order.paymentStatus },
    )
    if (change) await recordAudit(trx, actor, { action, entity: 'order', entityId: orderId, ...change })
    return order
  })
}

export const UNPAID_DELIVERY_MESSAGE =
  'This order has not been paid yet: an online payment must be completed before the order is marked as delivered'

/**
 * The admin orders tab's one transition. Allowed once the payment is completed, or for cash on delivery,
 * where delivering is when the cash is collected (updateOrderStatus records it). Delivering twice answers
 * the order unchanged.
 */
export async function markOrderDelivered(
  db: Kysely<Database>,
  orderId: string,
  mail: MailContext,
  actor: AuditActor,
): Promise<Order> {
  const order = await findOrder(db, orderId)
  if (order.status === 'cancelled') throw new ConflictError('A cancelled order cannot be marked as delivered')
  if (order.isDelivered) return order
  if (order.paymentMethod !== 'COD' && order.paymentStatus !== 'completed')
    throw new ConflictError(UNPAID_DELIVERY_MESSAGE)
  return updateOrderStatus(
    db,
    orderId,
    { status: 'delivered', trackingNumber: null },
    mail,
    actor,
    'order.deliver',
  )
}
