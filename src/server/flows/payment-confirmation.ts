import { DUPLICATE_PAYMENT_REFUND_REASON } from '@common/schemas/order'
import { writeTransaction } from '../db/write-transaction'
import { AppError, NotFoundError } from '../errors'
import { countPayment } from '../metrics'
import type { MailContext } from '../modules/mail'
import {
  findOrder,
  findOrderState,
  markOrderPaid,
  markPaymentFailed,
  queueOrderMails,
} from '../modules/orders'
import {
  type CallbackRequest,
  findPayment,
  paidPaiseOf,
  type PaymentAttempt,
  PaymentGatewayError,
  type PaymentState,
  settlePayment,
} from '../modules/payments'
import type { Lifecycle } from './lifecycle-context'
import { queuePaymentNotCompletedMail } from './lifecycle-mails'
import { automaticRefund, followRefundByProviderId, sendRefundToGateway } from './refunding'

export const LATE_PAYMENT_REASON = 'The payment arrived after the order was cancelled'

/**
 * Asks the gateway, and only the gateway, whether an attempt went through, and acts on the answer once (the
 * attempt is settled by a conditional update: a status poll, a webhook and the hold expiry may all ask).
 * A success whose amount is not the attempt's is treated as a failure. Paid: the order is paid. Failed: the
 * order waits for another attempt, and the shopper is told how long they have. Paid for an order that was
 * cancelled meanwhile, or paid a second time: the money goes back in full, automatically. A second payment's
 * refund is not the order's: the order stays paid with its own payment (DUPLICATE_PAYMENT_REFUND_REASON).
 */
export async function confirmPayment(
  lifecycle: Lifecycle,
  attempt: PaymentAttempt,
  mail: MailContext,
): Promise<PaymentState> {
  if (attempt.status === 'SUCCESS') return 'PAYMENT_SUCCESS'
  if (attempt.status === 'FAILED') return 'PAYMENT_ERROR'
  const status = await lifecycle.provider.fetchStatus({
    transactionId: attempt.transaction_id,
    amountPaise: attempt.amount_paise,
    startedAt: new Date(attempt.created_at),
    mobileNumber: attempt.mobile_number,
  })
  const state: PaymentState =
    status.state === 'PAYMENT_SUCCESS' && status.amountPaise !== attempt.amount_paise
      ? 'PAYMENT_ERROR'
      : status.state
  if (state === 'PAYMENT_PENDING') return state

  const orderId = attempt.order_id
  const { settled, unwanted } = await writeTransaction(lifecycle.db, async (trx) => {
    const now = lifecycle.clock()
    if (!(await settlePayment(trx, attempt.transaction_id, { state, raw: status.raw, now })))
      return { settled: false }
    if (state === 'PAYMENT_ERROR') {
      await markPaymentFailed(trx, orderId, now)
      await queuePaymentNotCompletedMail(trx, mail, await findOrder(trx, orderId), now)
      return { settled: true }
    }
    if (await markOrderPaid(trx, orderId, now)) {
      await queueOrderMails(trx, mail, 'paid', await findOrder(trx, orderId))
      return { settled: true }
    }
    const order = await findOrder(trx, orderId)
    const refund = await automaticRefund(trx, {
      orderId,
      paidPaise: await paidPaiseOf(trx, orderId),
      amountPaise: attempt.amount_paise,
      reason: order.status === 'cancelled' ? LATE_PAYMENT_REASON : DUPLICATE_PAYMENT_REFUND_REASON,
      transactionId: attempt.transaction_id,
      now,
    })
    return { settled: true, unwanted: refund }
  })
  // Often settled by a GET (the status poll) or the hold expiry, which empty no cache by themselves: the
  // admin's order list and figures must not keep showing the order unpaid.
  if (settled) {
    countPayment(state === 'PAYMENT_SUCCESS' ? 'success' : 'failed')
    lifecycle.changed()
  }
  if (unwanted) {
    lifecycle.log.warn({ orderId, refundId: unwanted.id }, 'a payment nobody can use is refunded in full')
    await sendRefundToGateway(lifecycle, unwanted, mail)
  }
  return state
}

/** The shopper's question about their own attempt; another shopper's is answered like a missing one. */
export async function checkPaymentStatus(
  lifecycle: Lifecycle,
  userId: string,
  transactionId: string,
  mail: MailContext,
): Promise<{ transactionStatus: PaymentState; orderId: string }> {
  const attempt = await findPayment(lifecycle.db, transactionId)
  if (!attempt) throw new NotFoundError('Payment not found')
  // The shopper's payment page asks every 2 s: ownership is one indexed row, not the whole order.
  if (!(await findOrderState(lifecycle.db, attempt.order_id, userId)))
    throw new NotFoundError('Payment not found')
  return { transactionStatus: await askGateway(lifecycle, attempt, mail), orderId: attempt.order_id }
}

async function askGateway(lifecycle: Lifecycle, attempt: PaymentAttempt, mail: MailContext) {
  try {
    return await confirmPayment(lifecycle, attempt, mail)
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw new AppError(502, 'Failed to check payment status')
    throw error
  }
}

/**
 * A server-to-server message from the gateway (v1 callback or v2 webhook): believed only as far as saying
 * whom to ask — the payment or refund it names is then confirmed with the gateway's own status API.
 * Null when it does not verify.
 */
export async function handleGatewayCallback(
  lifecycle: Lifecycle,
  request: CallbackRequest,
  mail: MailContext,
): Promise<PaymentState | 'REFUND' | null> {
  const subject = lifecycle.provider.readCallback(request)
  if (!subject) return null
  if (subject.kind === 'refund') {
    await followRefundByProviderId(lifecycle, subject.refundId, mail)
    return 'REFUND'
  }
  const attempt = await findPayment(lifecycle.db, subject.transactionId)
  if (!attempt) throw new NotFoundError('Payment not found')
  return askGateway(lifecycle, attempt, mail)
}
