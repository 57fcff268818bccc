import type { OrderStatus } from '@common/constants'
import { paiseToRupees } from '@common/money'
import {
  CANNOT_CANCEL_MESSAGE,
  DELIVERED_ORDER_NOT_CANCELLED_MESSAGE,
  STAFF_CANNOT_REFUND_CANCEL_MESSAGE,
  type Order,
} from '@common/schemas/order'
import { RETURN_UNDERWAY_CANNOT_CANCEL_MESSAGE } from '@common/schemas/returns'
import type { Kysely } from 'kysely'
import { stockChange } from '../changes/changes'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { ConflictError, ForbiddenError, NotFoundError } from '../errors'
import { type AuditActor, recordAudit } from '../modules/audit'
import { releaseDiscountUse } from '../modules/discounts'
import type { MailContext } from '../modules/mail'
import { cancelOrderRecord, findOrder, findOrderState, stockLinesOf } from '../modules/orders'
import { returnStock, type StockCause } from '../modules/products'
import { takeBackRaffleUnit } from '../modules/raffles'
import { refundablePaise, type RefundRow } from '../modules/refunds'
import { hasReturnUnderway, lockReturnsOfOrder } from '../modules/returns'
import type { Lifecycle } from './lifecycle-context'
import { queueCancelledMail } from './lifecycle-mails'
import { tellWhoWaitsForVariantsBack } from './restock-alerts'
import { amountPaidPaise, automaticRefund, orderPaymentOf, sendRefundToGateway } from './refunding'

/**
 * A shopper cancels until the parcel leaves; the admin until it is delivered (the parcel is stopped). A delivered
 * order is never cancelled: nothing came back to put on sale, and its way back is a return.
 */
export const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing']
export const ADMIN_CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing', 'shipped']
/** The hold expiry cancels only an order that is still waiting for its payment. */
export const UNPAID_CANCELLABLE: readonly OrderStatus[] = ['pending']

export const CANCELLED_ORDER_REFUND_REASON = 'Order cancelled'

/**
 * Cancels an order whose status is one of `from`, in one transaction: stock, discount use and per-customer
 * allowance come back, a paid online order gets a full refund through the gateway, and the shopper a mail.
 * Asked again (a second click, a repeated request, two instances) it answers 409 and changes nothing, so
 * the stock comes back once. Refunding is the admin's: a staff member's cancellation that would refund a payment
 * answers 403 and changes nothing (`canRefund`).
 */
export async function cancelOrder(
  lifecycle: Lifecycle,
  request: {
    orderId: string
    ownerId?: string
    reason: string | null
    from: readonly OrderStatus[]
    /** Only while the shopper has not confirmed it (the confirmation window's expiry). */
    awaitingConfirmation?: boolean
    /** Only while it is a pre-order awaiting its release (the one-click cancel of a date change's mail). */
    awaitingRelease?: boolean
    /** False for a staff member, who may cancel an order only while it holds no payment to refund. */
    canRefund?: boolean
    /** Why its stock comes back, as the stock ledger says: `cancel` unless its payment hold expired. */
    stockReason?: 'cancel' | 'hold-expired'
    /**
     * An admin's or staff member's cancellation, written to the activity log with it; a shopper's own, the hold
     * expiry's and the confirmation window's are not admin changes and pass none.
     */
    audit?: { actor: AuditActor; action: 'order.cancel' | 'order.status' }
  },
  mail: MailContext,
): Promise<Order> {
  const { db, clock } = lifecycle
  const order = await findOrderState(db, request.orderId, request.ownerId)
  if (!order) throw new NotFoundError('Order not found')
  const { refund, restocked } = await writeTransaction(db, async (trx) => {
    const now = clock()
    // Under the lock a return's receipt takes: the stock a received return put back must not come back twice.
    await lockReturnsOfOrder(trx, order.id)
    if (await hasReturnUnderway(trx, order.id)) throw new ConflictError(RETURN_UNDERWAY_CANNOT_CANCEL_MESSAGE)
    // Read in the transaction: the status it had when cancelled, not when the request came in.
    const was = request.audit ? await findOrderState(trx, order.id) : undefined
    const givenBack = await cancelGivingBack(trx, order.id, {
      from: request.from,
      reason: request.reason,
      now,
      awaitingConfirmation: request.awaitingConfirmation,
      awaitingRelease: request.awaitingRelease,
      stockReason: request.stockReason,
      actor: request.audit?.actor,
    })
    if (!givenBack) {
      const latest = await findOrderState(trx, order.id)
      throw new ConflictError(
        latest?.status === 'delivered' ? DELIVERED_ORDER_NOT_CANCELLED_MESSAGE : CANNOT_CANCEL_MESSAGE,
      )
    }
    // Its stock back on sale is all a kept answer shows of it (the hold expiry's stream of these must not
    // empty the whole catalogue each time: decision 0034).
    const restocked = givenBack.map((line) => line.productId)
    // Only a variant these units brought back from none is worth a mail; a product sold as itself mails nobody.
    await tellWhoWaitsForVariantsBack(trx, mail, givenBack)
    // Looked up after the order row is cancelled (and, on PostgreSQL, locked), not before the transaction: a
    // payment confirmed in between would otherwise be kept for an order that no longer ships. One confirmed
    // after this commit finds the order cancelled and is refunded as a late payment.
    const payment = order.paymentMethod === 'COD' ? undefined : await orderPaymentOf(trx, order.id)
    let refund: RefundRow | undefined
    if (payment) {
      const paidPaise = await amountPaidPaise(trx, order)
      const left = await refundablePaise(trx, order.id, paidPaise)
      // Thrown inside the transaction, so the cancellation above is undone with it.
      if (left > 0 && request.canRefund === false)
        throw new ForbiddenError(STAFF_CANNOT_REFUND_CANCEL_MESSAGE)
      if (left > 0)
        refund = await automaticRefund(trx, {
          orderId: order.id,
          paidPaise,
          amountPaise: left,
          reason: CANCELLED_ORDER_REFUND_REASON,
          transactionId: payment.transaction_id,
          now,
        })
    }
    await queueCancelledMail(trx, mail, order.id)
    if (request.audit && was)
      await recordAudit(trx, request.audit.actor, {
        action: request.audit.action,
        entity: 'order',
        entityId: order.id,
        before: { status: was.status },
        after: {
          status: 'cancelled',
          reason: request.reason,
          ...(refund ? { refundAmount: paiseToRupees(refund.amount_paise) } : {}),
        },
      })
    return { refund, restocked }
  })
  lifecycle.changed(stockChange(restocked))
  if (refund) await sendRefundToGateway(lifecycle, refund, mail)
  return findOrder(db, order.id)
}

/**
 * Cancels the order's record (cancelOrderRecord: only if its status is still one of `from`) and only then gives
 * back its stock and its discount code's use, in the caller's transaction. The lines whose stock came back when
 * this call cancelled it, else undefined.
 */
export async function cancelGivingBack(
  trx: Kysely<Database>,
  orderId: string,
  change: Parameters<typeof cancelOrderRecord>[2] & {
    /** Why its stock comes back, as the stock ledger says (`cancel` unless its payment hold expired). */
    stockReason?: 'cancel' | 'hold-expired' | undefined
    /** The admin or staff member who cancelled it, if one did. */
    actor?: StockCause['actor']
  },
): Promise<StockLines | undefined> {
  const { stockReason, actor, ...record } = change
  if (!(await cancelOrderRecord(trx, orderId, record))) return undefined
  // The code's row before the products': every transaction that locks both takes them in this order (placing
  // an order takes its stock last), so a cancellation and an order with the same code cannot deadlock.
  await releaseDiscountUse(trx, orderId)
  // A raffle winner's unit goes back to the raffle, for the next entry in its draw, not back on sale.
  const raffled = await takeBackRaffleUnit(trx, orderId, record.now)
  const isRaffled = (line: { productId: string; variantId: string | null }) =>
    line.productId === raffled?.productId && line.variantId === raffled.variantId
  const lines = (await stockLinesOf(trx, orderId)).flatMap((line) => {
    if (!isRaffled(line)) return [line]
    return line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : []
  })
  await returnStock(trx, lines, { reason: stockReason ?? 'cancel', orderId, actor: actor ?? null })
  return lines
}

type StockLines = Awaited<ReturnType<typeof stockLinesOf>>
