import type { Kysely } from 'kysely'
import { PREORDER_CANCEL_LINK_INVALID_MESSAGE, type PreorderCancelAnswer } from '@common/schemas/preorder'
import { paiseToRupees, rupeesToPaise } from '@common/money'
import type { Database } from '../db/schema'
import { BadRequestError } from '../errors'
import {
  type MailContext,
  preorderDateChangedMail,
  type PreorderDateChangeOrder,
  queueMail,
} from '../modules/mail'
import {
  listOpenPreorders,
  recordPreorderReleaseDate,
  signedOrderUrl,
  verifyOrderToken,
} from '../modules/orders'
import type { ReleaseDateChange } from '../modules/products'
import { findUserNames } from '../modules/users'
import { cancelOrder, CANCELLED_ORDER_REFUND_REASON, SHOPPER_CANCELLABLE } from './cancellation'
import type { Lifecycle } from './lifecycle-context'
import { orderPaymentsOf } from './refunding'

/*
 * A pre-order's release date that slips is told: each buyer with an open pre-order of the product gets
 * one mail with the new month and a one-click link that cancels the pre-order for a full refund.
 */

const CANCEL_PURPOSE = 'preorder-cancellation:v1'
export const PREORDER_CANCELLED_BY_LINK_REASON = 'Cancelled by the buyer after the release date moved'

/** The page the mail links to; the web app posts the token to POST /orders/preorder-cancellations. */
export function preorderCancellationUrl(origin: string, secret: string, orderId: string): string {
  return signedOrderUrl(origin, '/orders/cancel-preorder', secret, CANCEL_PURPOSE, orderId)
}

/**
 * The products module's `releaseDateChanged`, in the product update's transaction: the open pre-orders of the product
 * now expect the new date, and each of their buyers gets one mail (one per buyer, naming each of their orders with its
 * own cancel link). An order already told this date is left alone, so the same date saved twice writes no second mail.
 * Answers how many mails were written.
 */
export async function announceReleaseDate(
  trx: Kysely<Database>,
  change: ReleaseDateChange,
  context: { mail: MailContext; secret: string; now: Date },
): Promise<number> {
  const open = await listOpenPreorders(trx, change.productId)
  const told = new Set(
    await recordPreorderReleaseDate(
      trx,
      open.map((order) => order.id),
      change.releaseDate,
      context.now,
    ),
  )
  const byBuyer = new Map<string, PreorderDateChangeOrder[]>()
  for (const order of open) {
    if (!told.has(order.id)) continue
    const orders = byBuyer.get(order.userId) ?? []
    orders.push({
      orderId: order.id,
      orderNumber: order.orderNumber,
      quantity: order.quantity,
      // A pre-order is paid online; a second payment, already given back, is not what a cancellation refunds.
      paidPaise: order.paidAt
        ? (await orderPaymentsOf(trx, order.id)).reduce((sum, payment) => sum + payment.amount_paise, 0)
        : 0,
      cancelUrl: preorderCancellationUrl(context.mail.origin, context.secret, order.id),
    })
    byBuyer.set(order.userId, orders)
  }
  const buyers = await findUserNames(trx, [...byBuyer.keys()])
  let written = 0
  for (const [userId, orders] of byBuyer) {
    const buyer = buyers.get(userId)
    if (!buyer?.email) continue
    await queueMail(
      trx,
      context.mail,
      {
        kind: 'preorder-date-changed',
        to: buyer.email,
        ...preorderDateChangedMail({
          origin: context.mail.origin,
          customerName: buyer.name,
          productName: change.productName,
          previousDate: change.previousDate,
          releaseDate: change.releaseDate,
          orders,
        }),
      },
      context.now,
    )
    written += 1
  }
  return written
}

/**
 * The mail's one-click cancel, signed out: the token names the order and proves the mail was read; one made for
 * another purpose (a cash-on-delivery confirmation) or forged is refused before anything is looked up (400). The
 * order is cancelled through the one cancellation (a paid order refunded in full, the shopper mailed) only while
 * it is a pre-order awaiting its release; otherwise, or a second time, 409.
 */
export async function cancelPreorderByToken(
  lifecycle: Lifecycle,
  secret: string,
  token: string,
  mail: MailContext,
): Promise<PreorderCancelAnswer> {
  const orderId = verifyOrderToken(secret, CANCEL_PURPOSE, token)
  if (!orderId) throw new BadRequestError(PREORDER_CANCEL_LINK_INVALID_MESSAGE)
  const order = await cancelOrder(
    lifecycle,
    { orderId, reason: PREORDER_CANCELLED_BY_LINK_REASON, from: SHOPPER_CANCELLABLE, awaitingRelease: true },
    mail,
  )
  const refundPaise = order.refunds
    .filter((refund) => refund.reason === CANCELLED_ORDER_REFUND_REASON)
    .reduce((sum, refund) => sum + rupeesToPaise(refund.amount), 0)
  return { success: true, orderNumber: order.orderNumber, refundAmount: paiseToRupees(refundPaise) }
}
