import type { Kysely } from 'kysely'
import { creditNoteTotals, type CreditNoteSourceLine } from '@common/credit-note'
import {
  isDuplicatePaymentRefund,
  REFUND_ABOVE_REMAINING_MESSAGE,
  type RefundMethod,
} from '@common/schemas/order'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { ConflictError } from '../../errors'
import { financialYearOf } from '../../shop-calendar'
import { takeCreditNoteNumber } from './credit-note-numbers'
import { refundablePaise, type RefundRow } from './refund-reads'

/**
 * Refunds and their GST credit notes. This module keeps the records: how much, how, why, its state, and the
 * credit note that reverses the tax; asking the gateway and telling the order is the order lifecycle's.
 */

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
