import type { Kysely } from 'kysely'
import { trackingOf } from '@common/carriers'
import type { Order } from '@common/schemas/order'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { type AuditActor, changedFields, recordAudit } from '../modules/audit'
import { restoreDiscountUse } from '../modules/discounts'
import type { MailContext } from '../modules/mail'
import {
  lockStatusChange,
  queueOrderMails,
  type StatusChange,
  stockLinesOf,
  writeStatusChange,
} from '../modules/orders'
import { takeStock } from '../modules/products'

/**
 * The staff's status change of an order (the orders tab's status and delivered actions), in one transaction: the orders
 * module checks it on the order's locked row and writes it (lockStatusChange, writeStatusChange); an order taken back
 * from "cancelled" takes its stock and its discount code's use again in between, and the change mails the customer and
 * is audited.
 */
export async function changeOrderStatus(
  db: Kysely<Database>,
  orderId: string,
  change: StatusChange,
  mail: MailContext,
  actor: AuditActor,
  clock: () => Date,
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
    const { order, event } = await writeStatusChange(trx, current, change, clock())
    if (event) await queueOrderMails(trx, mail, event, order)
    // The payment status moves too when delivering collects the cash of a cash-on-delivery order; the carrier is
    // read as answered (a number shipped before carriers were recorded is `other`), so only a real change shows.
    const fields = changedFields(
      {
        status: current.status,
        trackingNumber: current.tracking_number,
        carrier: trackingOf(current.carrier, current.tracking_number)?.carrier ?? null,
        paymentStatus: current.payment_status,
      },
      {
        status: order.status,
        trackingNumber: order.trackingNumber,
        carrier: order.tracking?.carrier ?? null,
        paymentStatus: order.paymentStatus,
      },
    )
    if (fields) await recordAudit(trx, actor, { action, entity: 'order', entityId: orderId, ...fields })
    return order
  })
}
