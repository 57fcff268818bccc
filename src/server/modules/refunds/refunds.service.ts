import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely'
import { creditNoteTotals, type CreditNoteSourceLine } from '@common/credit-note'
import {
  DUPLICATE_PAYMENT_REFUND_REASON,
  isDuplicatePaymentRefund,
  REFUND_ABOVE_REMAINING_MESSAGE,
  type Refund,
  type RefundMethod,
} from '@common/schemas/order'
import { newId } from '../../db/ids'
import type { Database, RefundsTable } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { ConflictError, NotFoundError } from '../../errors'
import { financialYearOf } from '../../shop-calendar'
import { takeCreditNoteNumber } from './credit-note-numbers'

/**
 * Refunds and their GST credit notes. This module keeps the records: how much, how, why, its state, and the
 * credit note that reverses the tax; asking the gateway and telling the order is the order lifecycle's.
 */

export type RefundRow = Selectable<RefundsTable>

const rupees = (paise: number) => paise / 100

export function toRefund(row: RefundRow): Refund {
  return {
    _id: row.id,
    orderId: row.order_id,
    amount: rupees(row.amount_paise),
    status: row.status,
    method: row.method,
    reason: row.reason,
    reference: row.reference,
    failureReason: row.failure_reason,
    creditNoteNumber: row.credit_note_number,
    creditNote: {
      taxableValue: rupees(row.credit_taxable_paise),
      cgst: rupees(row.credit_cgst_paise),
      sgst: rupees(row.credit_sgst_paise),
      igst: rupees(row.credit_igst_paise),
    },
    automatic: row.automatic === 1,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  }
}

/** Each order's refunds, oldest first, in one query. */
export async function refundsOfOrders(
  db: Kysely<Database>,
  orderIds: string[],
): Promise<Map<string, Refund[]>> {
  const byOrder = new Map<string, Refund[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), toRefund(row)])
  return byOrder
}

export async function findRefund(
  db: Kysely<Database>,
  orderId: string,
  refundId: string,
): Promise<RefundRow> {
  const row = await db
    .selectFrom('refunds')
    .selectAll()
    .where('id', '=', refundId)
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  if (!row) throw new NotFoundError('Refund not found')
  return row
}

export async function findRefundByProviderId(
  db: Kysely<Database>,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('provider_refund_id', '=', providerRefundId)
    .executeTakeFirst()
}

/** The refund of a second payment of an order already paid: its money was never the order's. */
const returnsDuplicatePayment = (eb: ExpressionBuilder<Database, 'refunds'>) =>
  eb.and([eb('automatic', '=', 1), eb('reason', '=', DUPLICATE_PAYMENT_REFUND_REASON)])

/**
 * Paise refunded and completed, and paise taken by refunds still pending, of the order's own money: a second
 * payment's refund is left out (it gave back money the order never kept).
 */
async function refundTotals(trx: Kysely<Database>, orderId: string) {
  const rows = await trx
    .selectFrom('refunds')
    .select(['status', (eb) => eb.fn.sum<number | string>('amount_paise').as('paise')])
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'completed'])
    .where((eb) => eb.not(returnsDuplicatePayment(eb)))
    .groupBy('status')
    .execute()
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.paise ?? 0)
  return { completedPaise: of('completed'), pendingPaise: of('pending') }
}

export async function completedRefundPaise(trx: Kysely<Database>, orderId: string): Promise<number> {
  return (await refundTotals(trx, orderId)).completedPaise
}

/** What may still be refunded of an order paid `paidPaise`: pending refunds count as taken. */
export async function refundablePaise(
  trx: Kysely<Database>,
  orderId: string,
  paidPaise: number,
): Promise<number> {
  const { completedPaise, pendingPaise } = await refundTotals(trx, orderId)
  return Math.max(0, paidPaise - completedPaise - pendingPaise)
}

export type NewRefund = {
  orderId: string
  /** What the order was paid; no refund takes more than what is left of it. */
  paidPaise: number
  amountPaise: number
  method: RefundMethod
  reason: string
  reference: string | null
  automatic: boolean
  /** The successful payment attempt a gateway refund returns money to. */
  transactionId: string | null
  /** The order's lines as paid, whose tax the credit note reverses in proportion. */
  lines: readonly CreditNoteSourceLine[]
  createdBy: string | null
  now: Date
  /**
   * A gateway refund is its recorder's to hand over until then; after it the follower hands over one the
   * recorder never did (its process died between the commit and the request).
   */
  claimUntil: Date
}

/**
 * Records a refund with its credit note, in the caller's transaction: 409 when it would take more than what is
 * left. Refunds of one order are serialised, so two admins (or an admin and a cancellation) refunding at once
 * cannot both take the last rupee. A gateway refund starts `pending` with its first attempt id, not yet handed
 * over, claimed by its recorder until `claimUntil`; one paid by the shop (bank or UPI transfer) is `completed`
 * at once.
 */
export async function recordRefund(trx: Kysely<Database>, refund: NewRefund): Promise<RefundRow> {
  await lockForTransaction(trx, `refunds:${refund.orderId}`)
  const left = await refundablePaise(trx, refund.orderId, refund.paidPaise)
  if (refund.amountPaise > left) throw new ConflictError(REFUND_ABOVE_REMAINING_MESSAGE)
  const credit = creditNoteTotals(refund.lines, refund.amountPaise)
  const at = refund.now.toISOString()
  const viaGateway = refund.method === 'phonepe'
  const row: RefundRow = {
    id: newId(),
    order_id: refund.orderId,
    amount_paise: refund.amountPaise,
    method: refund.method,
    status: viaGateway ? 'pending' : 'completed',
    reason: refund.reason,
    reference: refund.reference,
    automatic: refund.automatic ? 1 : 0,
    transaction_id: refund.transactionId,
    provider_refund_id: viaGateway ? newProviderRefundId() : null,
    requested_at: viaGateway ? at : null,
    handed_over_at: null,
    failure_reason: null,
    provider_response: null,
    credit_note_number: await takeCreditNoteNumber(trx, financialYearOf(refund.now)),
    credit_taxable_paise: credit.taxablePaise,
    credit_cgst_paise: credit.cgstPaise,
    credit_sgst_paise: credit.sgstPaise,
    credit_igst_paise: credit.igstPaise,
    created_by: refund.createdBy,
    claimed_until: viaGateway ? refund.claimUntil.toISOString() : null,
    created_at: at,
    updated_at: at,
    completed_at: viaGateway ? null : at,
  }
  await trx.insertInto('refunds').values(row).execute()
  return row
}

/** PhonePe allows up to 35 (v1) or 63 (v2) letters, digits, _ and -; each attempt needs a new one. */
function newProviderRefundId(): string {
  return `RFD${Date.now()}${newId().slice(0, 12)}`
}

/**
 * Ends a pending refund as completed or failed, once: false when it was no longer pending (another instance,
 * a webhook and a poll may all learn the outcome).
 */
export async function settleRefund(
  trx: Kysely<Database>,
  refund: RefundAttempt,
  outcome: {
    status: 'completed' | 'failed'
    failureReason?: string | undefined
    raw?: unknown
    now: Date
    /** Settled by the gateway's answer to handing it over. */
    handedOver?: boolean
  },
): Promise<boolean> {
  const at = outcome.now.toISOString()
  const settled = await trx
    .updateTable('refunds')
    .set({
      ...(outcome.handedOver ? { handed_over_at: at } : {}),
      status: outcome.status,
      failure_reason:
        outcome.status === 'failed' ? (outcome.failureReason ?? 'The gateway refused the refund') : null,
      provider_response: outcome.raw === undefined ? null : JSON.stringify(outcome.raw),
      completed_at: outcome.status === 'completed' ? at : null,
      claimed_until: null,
      updated_at: at,
    })
    .where(sameAttempt(refund))
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(settled.numUpdatedRows) > 0
}

/**
 * A refund as one attempt of it: the gateway's answer about an attempt a later retry has replaced (a new
 * provider refund id) must not settle or postpone the new one.
 */
export type RefundAttempt = Pick<RefundRow, 'id' | 'provider_refund_id'>

function sameAttempt(refund: RefundAttempt) {
  return (eb: ExpressionBuilder<Database, 'refunds'>) =>
    eb.and([
      eb('id', '=', refund.id),
      refund.provider_refund_id === null
        ? eb('provider_refund_id', 'is', null)
        : eb('provider_refund_id', '=', refund.provider_refund_id),
    ])
}

/**
 * Renews the claim this instance holds on a pending refund (read as `claimed_until` when it took it) until
 * `until`, right before a request to the gateway: false when the claim is no longer this instance's — it ran out
 * and another took it, or a retry replaced the attempt — and the request must not be made.
 */
export async function renewRefundClaim(
  db: Kysely<Database>,
  refund: RefundAttempt & Pick<RefundRow, 'claimed_until'>,
  until: Date,
): Promise<boolean> {
  const renewed = await db
    .updateTable('refunds')
    .set({ claimed_until: until.toISOString() })
    .where(sameAttempt(refund))
    .where('status', '=', 'pending')
    .where('claimed_until', refund.claimed_until === null ? 'is' : '=', refund.claimed_until)
    .executeTakeFirst()
  return Number(renewed.numUpdatedRows) > 0
}

/**
 * A failed gateway refund tried again: pending once more under a new attempt id, not yet handed over and
 * claimed by the caller until `claimUntil`, if what is left to refund still covers it (409 otherwise). The
 * credit note stays the one issued: the refund it documents is the same.
 */
export async function reopenFailedRefund(
  trx: Kysely<Database>,
  refund: RefundRow,
  paidPaise: number,
  now: Date,
  claimUntil: Date,
): Promise<RefundRow> {
  await lockForTransaction(trx, `refunds:${refund.order_id}`)
  if (refund.status !== 'failed') throw new ConflictError('Only a failed refund can be tried again')
  // A second payment's refund gives back the whole of that payment, which the order's figures do not count.
  const isDuplicate = isDuplicatePaymentRefund({ automatic: refund.automatic === 1, reason: refund.reason })
  if (!isDuplicate && refund.amount_paise > (await refundablePaise(trx, refund.order_id, paidPaise)))
    throw new ConflictError(REFUND_ABOVE_REMAINING_MESSAGE)
  const at = now.toISOString()
  const reopened = {
    status: 'pending' as const,
    provider_refund_id: newProviderRefundId(),
    requested_at: at,
    handed_over_at: null,
    failure_reason: null,
    claimed_until: claimUntil.toISOString(),
    updated_at: at,
  }
  const updated = await trx
    .updateTable('refunds')
    .set(reopened)
    .where('id', '=', refund.id)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) throw new ConflictError('Only a failed refund can be tried again')
  return { ...refund, ...reopened }
}

/**
 * A pending refund is not asked about again before `until` (by any instance); `handedOverAt` records that the
 * gateway has just answered a request to make it.
 */
export async function postponeRefund(
  db: Kysely<Database>,
  refund: RefundAttempt,
  until: Date,
  handedOverAt?: Date,
): Promise<void> {
  await db
    .updateTable('refunds')
    .set({
      claimed_until: until.toISOString(),
      ...(handedOverAt ? { handed_over_at: handedOverAt.toISOString() } : {}),
    })
    .where(sameAttempt(refund))
    .where('status', '=', 'pending')
    .execute()
}

/**
 * Claims up to `limit` pending gateway refunds that nobody is asking about or handing over, and none has
 * postponed, for `claimUntil`, so that one instance follows each; the condition is repeated outside the
 * subquery for PostgreSQL to re-check it on the locked row (as the hold expiry does).
 */
export async function claimPendingRefunds(
  db: Kysely<Database>,
  now: Date,
  claimUntil: Date,
  limit: number,
): Promise<RefundRow[]> {
  const at = now.toISOString()
  const due = (eb: ExpressionBuilder<Database, 'refunds'>) =>
    eb.and([
      eb('status', '=', sql.lit('pending')),
      eb('method', '=', 'phonepe'),
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]),
    ])
  return db
    .updateTable('refunds')
    .set({ claimed_until: claimUntil.toISOString() })
    .where(due)
    .where('id', 'in', db.selectFrom('refunds').select('id').where(due).orderBy('created_at').limit(limit))
    .returningAll()
    .execute()
}

/** The payments (transaction ids) of an order given back whole as second payments: none of them is the order's. */
export async function duplicatePaymentsOf(db: Kysely<Database>, orderId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('refunds')
    .select('transaction_id')
    .where('order_id', '=', orderId)
    .where(returnsDuplicatePayment)
    .execute()
  return new Set(rows.flatMap((row) => (row.transaction_id ? [row.transaction_id] : [])))
}

/**
 * The orders that credit notes were issued on in [start, end) (refunds recorded then, whatever became of them):
 * GSTR-1 reads them with their refunds. Refunds are few, so the range is read without an index of its own.
 */
export async function ordersWithCreditNotesBetween(
  db: Kysely<Database>,
  start: string,
  end: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('refunds')
    .select('order_id')
    .distinct()
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .execute()
  return rows.map((row) => row.order_id)
}
