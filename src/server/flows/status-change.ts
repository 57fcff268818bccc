import type { Kysely } from 'kysely'
import type { Order } from '@common/schemas/order'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { ConflictError } from '../errors'
import { type AuditActor, changedFields, recordAudit } from '../modules/audit'
import { restoreDiscountUse } from '../modules/discounts'
import type { MailContext } from '../modules/mail'
import {
  findOrder,
  lockStatusChange,
  queueOrderMails,
  type StatusChange,
  statusChangeEvent,
  stockLinesOf,
  UNPAID_DELIVERY_MESSAGE,
  writeStatusChange,
} from '../modules/orders'
import { takeStock } from '../modules/products'

/**
 * The staff's status change of an order, in one transaction: the orders module checks it on the order's locked
 * row and writes it (lockStatusChange, writeStatusChange); an order taken back from "cancelled" takes its stock
 * and its discount code's use again in between, and the change mails the customer and is audited.
 */
export async function changeOrderStatus(
  db: Kysely<Database>,
  orderId: string,
  change: StatusChange,
  mail: MailContext,
  actor: AuditActor,
  action: 'order.status' | 'order.deliver' = 'order.status',
): Promise<Order> {
  return writeTransaction(db, async (trx) => {
    const current = await lockStatusChange(trx, orderId, change)
    if (current.status === 'cancelled') {
      // The admin puts the order back as it was: its code counts as used again, past its limit if need be.
      // The code's row is locked before the products', as everywhere (cancelling does the same).
      if (current.discount_code)
        await restoreDiscountUse(trx, { code: current.discount_code, orderId, userId: current.user_id })
      await takeStock(trx, await stockLinesOf(trx, orderId), { reason: 'order', orderId, actor })
    }
    const order = await writeStatusChange(trx, current, change)
    const event = statusChangeEvent(
      { status: current.status, trackingNumber: current.tracking_number },
      { status: order.status, trackingNumber: order.trackingNumber },
    )
    if (event) await queueOrderMails(trx, mail, event, order)
    // The payment status moves too when delivering collects the cash of a cash-on-delivery order.
    const fields = changedFields(
      {
        status: current.status,
        trackingNumber: current.tracking_number,
        paymentStatus: current.payment_status,
      },
      { status: order.status, trackingNumber: order.trackingNumber, paymentStatus: order.paymentStatus },
    )
    if (fields) await recordAudit(trx, actor, { action, entity: 'order', entityId: orderId, ...fields })
    return order
  })
}

/**
 * The admin orders tab's one transition. Allowed once the payment is completed, or for cash on delivery,
 * where delivering is when the cash is collected (writeStatusChange records it). Delivering twice answers
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
  return changeOrderStatus(
    db,
    orderId,
    { status: 'delivered', trackingNumber: null },
    mail,
    actor,
    'order.deliver',
  )
}
