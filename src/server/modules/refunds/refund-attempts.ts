import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { RefundRow } from './refund-reads'

/*
 * A pending gateway refund's attempts: claimed by one instance at a time to hand it over or ask about it,
 * postponed between questions, and settled once.
 */

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
