import type { Kysely } from 'kysely'
import { creditNoteSourceLines, type CreditNoteSourceLine } from '@common/credit-note'
import { paiseToRupees } from '@common/money'
import {
  NOTHING_TO_REFUND_MESSAGE,
  REFUND_REFERENCE_REQUIRED_MESSAGE,
  type CreateRefundInput,
} from '@common/schemas/order'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { BadRequestError, ConflictError, NotFoundError } from '../errors'
import { countRefund } from '../metrics'
import { type AuditActor, recordAudit } from '../modules/audit'
import type { MailContext } from '../modules/mail'
import { findOrder, findOrderState, type OrderState, recordRefundedPaise } from '../modules/orders'
import {
  type PaymentAttempt,
  PaymentGatewayError,
  type RefundRequest,
  type RefundStatus,
  successfulPaymentsOf,
} from '../modules/payments'
import {
  claimPendingRefunds,
  completedRefundPaise,
  duplicatePaymentsOf,
  findRefund,
  findRefundByProviderId,
  type NewRefund,
  postponeRefund,
  recordRefund,
  type RefundRow,
  renewRefundClaim,
  reopenFailedRefund,
  settleRefund,
} from '../modules/refunds'
import type { Lifecycle } from './lifecycle-context'
import { queueRefundIssuedMail } from './lifecycle-mails'

/** The least wait between two questions to the gateway about one refund. */
export const REFUND_FOLLOW_MS = 2_000
/** The longest wait between two questions about a refund the gateway is still working on. */
export const REFUND_FOLLOW_MAX_MS = 30 * 60_000
/**
 * How long one instance holds a gateway refund it has just recorded, or claimed to ask about, before another
 * may: longer than one gateway call may take (a token and a request, REQUEST_TIMEOUT_MS each, twice after a
 * refused token), and short enough that a refund whose recorder died between its commit and its request is
 * handed over by the follower within about a minute. A follower renews it before a request to make the refund,
 * and sends nothing if it is no longer its own (renewRefundClaim).
 */
export const REFUND_CLAIM_MS = 60_000

/**
 * A gateway refund usually settles in seconds to minutes but may take days: it is asked about again after a
 * tenth of the time since it was handed over (or, never answered, recorded), from 2 s up to half an hour, so an
 * old one, or a gateway down for hours, does not cost a request every few seconds.
 */
export function nextRefundQuestionMs(since: Date, now: Date): number {
  return Math.min(REFUND_FOLLOW_MAX_MS, Math.max(REFUND_FOLLOW_MS, (now.getTime() - since.getTime()) / 10))
}

const claimEndAfter = (now: Date) => new Date(now.getTime() + REFUND_CLAIM_MS)

/**
 * The order's own successful online payments: every successful attempt but the second payment of an order
 * already paid, which was given back whole when it arrived (payment-confirmation.ts) and was never the order's.
 */
export async function orderPaymentsOf(db: Kysely<Database>, orderId: string): Promise<PaymentAttempt[]> {
  const duplicates = await duplicatePaymentsOf(db, orderId)
  return (await successfulPaymentsOf(db, orderId)).filter(
    (payment) => !duplicates.has(payment.transaction_id),
  )
}

/** The online payment that paid the order, the one its refunds go back to; none before it is paid. */
export async function orderPaymentOf(
  db: Kysely<Database>,
  orderId: string,
): Promise<PaymentAttempt | undefined> {
  return (await orderPaymentsOf(db, orderId))[0]
}

/**
 * What the order was paid: its own successful online payments (a second payment is not the order's money), or for
 * cash on delivery its total once collected.
 */
export async function amountPaidPaise(db: Kysely<Database>, order: OrderState): Promise<number> {
  if (order.paymentMethod === 'COD') return order.paidAt ? order.totalPaise : 0
  return (await orderPaymentsOf(db, order.id)).reduce((sum, payment) => sum + payment.amount_paise, 0)
}

/** A refund the shop makes by itself through the gateway: a cancelled paid order, a payment that came late. */
export async function automaticRefund(
  trx: Kysely<Database>,
  refund: Pick<NewRefund, 'orderId' | 'paidPaise' | 'amountPaise' | 'reason' | 'transactionId' | 'now'>,
): Promise<RefundRow> {
  return recordRefund(trx, {
    ...refund,
    claimUntil: claimEndAfter(refund.now),
    method: 'phonepe',
    reference: null,
    automatic: true,
    lines: creditNoteSourceLines(await findOrder(trx, refund.orderId)),
    createdBy: null,
  })
}

/** After a refund completed, in its transaction: the order's refunded sum and status, and the shopper's mail. */
async function afterRefundCompleted(
  trx: Kysely<Database>,
  refund: RefundRow,
  mail: MailContext,
  now: Date,
): Promise<void> {
  await recordRefundedPaise(trx, refund.order_id, await completedRefundPaise(trx, refund.order_id), now)
  await queueRefundIssuedMail(trx, mail, { ...refund, completed_at: now.toISOString() }, now)
}

/** What an admin's refund of an order is checked against before its transaction: what was paid, and how. */
export type AdminRefundPlan = {
  orderId: string
  paidPaise: number
  /** The successful online payment the refund goes back to; none for an order paid in cash. */
  transactionId: string | null
  lines: CreditNoteSourceLine[]
  input: CreateRefundInput
}

/**
 * Checks an admin's refund before anything is written: 404 for no such order, 409 when it was not paid, 400
 * for a cash refund without the transfer's reference.
 */
export async function planAdminRefund(
  db: Kysely<Database>,
  orderId: string,
  input: CreateRefundInput,
): Promise<AdminRefundPlan> {
  const order = await findOrderState(db, orderId)
  if (!order) throw new NotFoundError('Order not found')
  const paidPaise = await amountPaidPaise(db, order)
  if (paidPaise === 0) throw new ConflictError(NOTHING_TO_REFUND_MESSAGE)
  const payment = order.paymentMethod === 'COD' ? undefined : await orderPaymentOf(db, orderId)
  if (!payment && !input.reference) throw new BadRequestError(REFUND_REFERENCE_REQUIRED_MESSAGE)
  const lines = creditNoteSourceLines(await findOrder(db, orderId))
  return { orderId, paidPaise, transactionId: payment?.transaction_id ?? null, lines, input }
}

/**
 * Records an admin's refund with its credit note in the caller's transaction (409 above what is left to
 * refund); one paid by transfer is completed at once, with its mail. A gateway refund is then the caller's to
 * send with `sendRefundToGateway`, after the commit.
 */
export async function recordAdminRefund(
  trx: Kysely<Database>,
  plan: AdminRefundPlan,
  adminId: string | null,
  mail: MailContext,
  now: Date,
): Promise<RefundRow> {
  const viaGateway = plan.transactionId !== null
  const recorded = await recordRefund(trx, {
    orderId: plan.orderId,
    paidPaise: plan.paidPaise,
    amountPaise: Math.round(plan.input.amount * 100),
    method: viaGateway ? 'phonepe' : (plan.input.method ?? 'bank-transfer'),
    reason: plan.input.reason,
    reference: viaGateway ? null : (plan.input.reference ?? null),
    automatic: false,
    transactionId: plan.transactionId,
    lines: plan.lines,
    createdBy: adminId,
    now,
    claimUntil: claimEndAfter(now),
  })
  if (recorded.status === 'completed') await afterRefundCompleted(trx, recorded, mail, now)
  return recorded
}

/**
 * The admin refunds a paid order, in full or in part. An order paid online is refunded through the gateway to
 * the payment that paid it; one paid in cash is recorded as paid back by bank or UPI transfer, with the
 * transfer's reference. Either way the refund carries a GST credit note numbered in its transaction.
 */
export async function refundOrder(
  lifecycle: Lifecycle,
  orderId: string,
  input: CreateRefundInput,
  actor: AuditActor,
  mail: MailContext,
): Promise<RefundRow> {
  const { db, clock } = lifecycle
  const plan = await planAdminRefund(db, orderId, input)
  const refund = await writeTransaction(db, async (trx) => {
    const recorded = await recordAdminRefund(trx, plan, actor.id, mail, clock())
    await recordAudit(trx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      after: {
        amount: paiseToRupees(recorded.amount_paise),
        method: recorded.method,
        reason: recorded.reason,
      },
    })
    return recorded
  })
  if (refund.method === 'phonepe') return sendRefundToGateway(lifecycle, refund, mail)
  // Paid back by transfer: completed with its record, now committed.
  countRefund('completed')
  return refund
}

/** A failed gateway refund, tried again under a new attempt id. */
export async function retryRefund(
  lifecycle: Lifecycle,
  orderId: string,
  refundId: string,
  actor: AuditActor,
  mail: MailContext,
): Promise<RefundRow> {
  const { db, clock } = lifecycle
  const refund = await findRefund(db, orderId, refundId)
  if (refund.method !== 'phonepe') throw new ConflictError('Only a failed refund can be tried again')
  const order = (await findOrderState(db, orderId))!
  const paidPaise = await amountPaidPaise(db, order)
  const reopened = await writeTransaction(db, async (trx) => {
    const now = clock()
    const pending = await reopenFailedRefund(trx, refund, paidPaise, now, claimEndAfter(now))
    await recordAudit(trx, actor, {
      action: 'order.refund-retry',
      entity: 'order',
      entityId: orderId,
      before: { refundStatus: 'failed', failureReason: refund.failure_reason },
      after: {
        refundStatus: pending.status,
        failureReason: null,
        refundId: refund.id,
        amount: paiseToRupees(refund.amount_paise),
      },
    })
    return pending
  })
  return sendRefundToGateway(lifecycle, reopened, mail)
}

function refundRequestOf(refund: RefundRow): RefundRequest {
  return {
    refundId: refund.provider_refund_id!,
    transactionId: refund.transaction_id!,
    amountPaise: refund.amount_paise,
    handedOverAt: refund.handed_over_at ? new Date(refund.handed_over_at) : null,
  }
}

/** When a pending refund is next asked about: counted from its hand-over, or from its recording if none. */
function nextQuestionAt(refund: RefundRow, handedOverAt: Date | undefined, now: Date): Date {
  const since = handedOverAt ?? new Date(refund.handed_over_at ?? refund.requested_at ?? refund.created_at)
  return new Date(now.getTime() + nextRefundQuestionMs(since, now))
}

/**
 * Hands a refund to the gateway: after the commit that recorded it (never inside it), or from the follower
 * when the gateway does not know it, always under its attempt's id, so a second request is the same refund. A
 * gateway that refuses leaves it failed with the reason, for the admin to try again; one that accepts leaves it
 * pending for the follower (or completed, if it says so at once). One that does not answer leaves it pending
 * and not handed over: the request may have arrived, so the follower asks before it hands it over again.
 */
export async function sendRefundToGateway(
  lifecycle: Lifecycle,
  refund: RefundRow,
  mail: MailContext,
): Promise<RefundRow> {
  let status: RefundStatus
  try {
    status = await lifecycle.provider.startRefund(refundRequestOf(refund))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    lifecycle.log.warn(
      { refundId: refund.id, error: message },
      'the gateway did not answer a refund: the follower hands it over',
    )
    await postponeRefund(lifecycle.db, refund, nextQuestionAt(refund, undefined, lifecycle.clock()))
    return findRefund(lifecycle.db, refund.order_id, refund.id)
  }
  return applyRefundStatus(lifecycle, refund, status, mail, lifecycle.clock())
}

/** Acts on the gateway's answer about a refund: `handedOverAt` when it answered a request to make it. */
async function applyRefundStatus(
  lifecycle: Lifecycle,
  refund: RefundRow,
  status: RefundStatus,
  mail: MailContext,
  handedOverAt?: Date,
): Promise<RefundRow> {
  const { db, clock } = lifecycle
  if (status.state === 'REFUND_PENDING' || status.state === 'REFUND_UNKNOWN') {
    // Unknown is no answer to a request to make it (only a status question says so): asked about again.
    const handedOver = status.state === 'REFUND_PENDING' ? handedOverAt : undefined
    await postponeRefund(db, refund, nextQuestionAt(refund, handedOver, clock()), handedOver)
  } else {
    const settled = await writeTransaction(db, async (trx) => {
      const now = clock()
      const completed = status.state === 'REFUND_COMPLETED'
      const settled = await settleRefund(trx, refund, {
        status: completed ? 'completed' : 'failed',
        failureReason: status.message,
        raw: status.raw,
        now,
        handedOver: handedOverAt !== undefined,
      })
      if (settled && completed) await afterRefundCompleted(trx, refund, mail, now)
      return settled
    })
    // Settled by the follower or a GET outside any write request: the sales and payment filters read anew.
    if (settled) {
      countRefund(status.state === 'REFUND_COMPLETED' ? 'completed' : 'failed')
      lifecycle.changed()
    }
  }
  return findRefund(db, refund.order_id, refund.id)
}

/**
 * Asks the gateway where a pending refund is. One it does not know was never handed over — its recorder died
 * between the commit and the request, or got no answer — or was lost: it is handed over now, under the same id.
 * One it knows is not asked for again, even if the shop never heard its answer. An unanswered question is asked
 * again later.
 */
export async function followRefund(
  lifecycle: Lifecycle,
  refund: RefundRow,
  mail: MailContext,
): Promise<void> {
  if (refund.status !== 'pending' || refund.method !== 'phonepe') return
  let status: RefundStatus
  try {
    status = await lifecycle.provider.fetchRefundStatus(refundRequestOf(refund))
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error
    lifecycle.log.warn(
      { refundId: refund.id, error: error.message },
      'could not ask the gateway about a refund',
    )
    await postponeRefund(lifecycle.db, refund, nextQuestionAt(refund, undefined, lifecycle.clock()))
    return
  }
  if (status.state === 'REFUND_UNKNOWN') {
    // The question may have taken long: the request is made only while this instance still holds the claim on
    // this very attempt, renewed for the request's own time, so two instances never hand it over together.
    const until = claimEndAfter(lifecycle.clock())
    if (!(await renewRefundClaim(lifecycle.db, refund, until))) return
    lifecycle.log.info(
      { refundId: refund.id, handedOverAt: refund.handed_over_at },
      'the gateway does not know a pending refund: handing it over',
    )
    await sendRefundToGateway(lifecycle, { ...refund, claimed_until: until.toISOString() }, mail)
    return
  }
  // The gateway has it though the shop never had its answer (its process died waiting): handed over, then.
  await applyRefundStatus(
    lifecycle,
    refund,
    status,
    mail,
    refund.handed_over_at ? undefined : lifecycle.clock(),
  )
}

/**
 * The scheduler's refund task: every pending gateway refund is followed — asked about, and handed over if the
 * gateway does not know it — by one instance at a time, once its recorder's claim has run out.
 */
export async function followPendingRefunds(lifecycle: Lifecycle, mail: MailContext): Promise<void> {
  // One at a time, each claimed just before its own questions: a claim taken for a batch would run out while
  // the gateway answers the ones before it, and another instance would take them too.
  for (let followed = 0; followed < 20; followed += 1) {
    const now = lifecycle.clock()
    const [refund] = await claimPendingRefunds(lifecycle.db, now, claimEndAfter(now), 1)
    if (!refund) return
    await followRefund(lifecycle, refund, mail)
  }
}

/** A refund the gateway's webhook names: followed at once rather than at the next poll. */
export async function followRefundByProviderId(
  lifecycle: Lifecycle,
  providerRefundId: string,
  mail: MailContext,
): Promise<void> {
  const refund = await findRefundByProviderId(lifecycle.db, providerRefundId)
  if (!refund) throw new NotFoundError('Refund not found')
  await followRefund(lifecycle, refund, mail)
}
