import { sql, type Kysely } from 'kysely'
import type { OrderStatus } from '@common/constants'
import type { Database } from '../../db/schema'
import { claimDueOrders, type DueOrderClaim } from './due-order-claims'

/**
 * The order's own rows as they change after placement: paid, payment failed, cancelled, refunded. Each change is
 * one conditional UPDATE in the caller's transaction, so that the same change asked twice — by two tabs, two
 * instances, a retried request — happens once. What causes the change (a shopper, an expired hold, the gateway)
 * and what goes with it (stock, a discount's use, mails) is the flows' (src/server/flows/).
 */

/** What the lifecycle needs to decide about an order. */
export type OrderState = {
  id: string
  userId: string
  status: OrderStatus
  paymentMethod: string
  paidAt: string | null
  totalPaise: number
  refundedPaise: number
  holdExpiresAt: string | null
  createdAt: string
}

export async function findOrderState(
  db: Kysely<Database>,
  orderId: string,
  ownerId?: string,
): Promise<OrderState | undefined> {
  let query = db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'status',
      'payment_method',
      'paid_at',
      'total_price_paise',
      'refunded_paise',
      'hold_expires_at',
      'created_at',
    ])
    .where('id', '=', orderId)
  if (ownerId) query = query.where('user_id', '=', ownerId)
  const row = await query.executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status as OrderStatus,
    paymentMethod: row.payment_method,
    paidAt: row.paid_at,
    totalPaise: row.total_price_paise,
    refundedPaise: Number(row.refunded_paise),
    holdExpiresAt: row.hold_expires_at ?? null,
    createdAt: row.created_at,
  }
}

/**
 * The products of an order's stored lines that still exist, with the quantities and names of the stock it took:
 * what it sold, except that a pre-order took none while it awaited its release and then only what the release
 * allocated it (its one line may have been served in part).
 */
export async function stockLinesOf(trx: Kysely<Database>, orderId: string) {
  const order = await trx
    .selectFrom('orders')
    .select(['preorder_state', 'preorder_allocated'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (order?.preorder_state === 'awaiting') return []
  const allocated = order?.preorder_state === 'allocated' ? (order.preorder_allocated ?? 0) : undefined
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'variant_id', 'quantity', 'name'])
    .where('order_id', '=', orderId)
    .execute()
  return items.flatMap((item) => {
    const quantity = allocated === undefined ? item.quantity : Math.min(item.quantity, allocated)
    return item.product_id && quantity > 0
      ? [{ productId: item.product_id, variantId: item.variant_id ?? null, quantity, name: item.name }]
      : []
  })
}

/**
 * Cancels the order if its status is still one of `from` (and, with `awaitingConfirmation`, if its shopper has
 * still not confirmed it). True when this call cancelled it; false when it was already cancelled or had moved on.
 * Its stock and its discount code's use come back in the same transaction, the flow's (flows/cancellation.ts,
 * cancelGivingBack); the per-customer allowance follows by itself: it counts orders that are not cancelled.
 */
export async function cancelOrderRecord(
  trx: Kysely<Database>,
  orderId: string,
  change: {
    from: readonly OrderStatus[]
    reason: string | null
    now: Date
    awaitingConfirmation?: boolean | undefined
    /** Only while it is a pre-order awaiting its release (the one-click cancel of a date change's mail). */
    awaitingRelease?: boolean | undefined
  },
): Promise<boolean> {
  const at = change.now.toISOString()
  const cancelled = await trx
    .updateTable('orders')
    .set({
      status: 'cancelled',
      cancelled_at: at,
      cancel_reason: change.reason,
      hold_claimed_until: null,
      updated_at: at,
    })
    .where('id', '=', orderId)
    .where('status', 'in', [...change.from])
    .$if(change.awaitingConfirmation === true, (query) => query.where('cod_confirmation', '=', 'awaiting'))
    .$if(change.awaitingRelease === true, (query) => query.where('preorder_state', '=', 'awaiting'))
    .executeTakeFirst()
  return Number(cancelled.numUpdatedRows) > 0
}

/**
 * Called only after the payment provider itself confirmed the payment, in the caller's transaction. Paying
 * twice changes nothing (and the caller, hearing false, writes no second mail). A cancelled order is never
 * revived by a payment: the caller refunds it instead (true only when this call marked the order paid).
 */
export async function markOrderPaid(
  db: Kysely<Database>,
  orderId: string,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString()
  const paid = await db
    .updateTable('orders')
    .set((eb) => ({
      paid_at: at,
      payment_status: 'completed',
      status: eb.case().when('status', '=', 'pending').then('processing').else(eb.ref('status')).end(),
      hold_claimed_until: null,
      updated_at: at,
    }))
    .where('id', '=', orderId)
    .where('paid_at', 'is', null)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst()
  return Number(paid.numUpdatedRows) > 0
}

export async function markPaymentFailed(
  db: Kysely<Database>,
  orderId: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_status: 'failed', updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('paid_at', 'is', null)
    .where('status', '!=', 'cancelled')
    .execute()
}

/** A new payment attempt: the order waits for its payment again (no longer "failed"). */
export async function markPaymentRetried(
  db: Kysely<Database>,
  orderId: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_status: 'pending', updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('paid_at', 'is', null)
    .where('payment_status', '=', 'failed')
    .execute()
}

/** The sum of the order's completed refunds, and the payment status it makes: refunded in full or in part. */
export async function recordRefundedPaise(
  trx: Kysely<Database>,
  orderId: string,
  refundedPaise: number,
  now = new Date(),
): Promise<void> {
  await trx
    .updateTable('orders')
    .set((eb) => ({
      refunded_paise: refundedPaise,
      payment_status:
        refundedPaise <= 0
          ? eb.ref('payment_status')
          : eb
              .case()
              .when('total_price_paise', '<=', refundedPaise)
              .then('refunded')
              .else('partially_refunded')
              .end(),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', orderId)
    .execute()
}

/**
 * Claims up to `limit` orders whose hold has run out and that nobody has paid or cancelled, for `claimUntil`:
 * another instance skips them until then (or until this one finishes).
 */
export async function claimExpiredHolds(
  db: Kysely<Database>,
  now: Date,
  claimUntil: Date,
  limit: number,
): Promise<string[]> {
  return claimDueOrders(db, EXPIRED_HOLDS, now, claimUntil, limit)
}

const EXPIRED_HOLDS: DueOrderClaim = {
  // Literal 'pending' so that both databases can prove the partial index orders_running_holds applies.
  dueConditions: (eb, at) => [
    eb('hold_expires_at', 'is not', null),
    eb('hold_expires_at', '<=', at),
    eb('paid_at', 'is', null),
    eb('status', '=', sql.lit('pending')),
  ],
  dueColumn: 'hold_expires_at',
  claimColumn: 'hold_claimed_until',
}

/** Gives a claimed hold back (the gateway could not be asked): the next sweep, anywhere, tries again. */
export async function releaseHoldClaim(db: Kysely<Database>, orderId: string): Promise<void> {
  await db.updateTable('orders').set({ hold_claimed_until: null }).where('id', '=', orderId).execute()
}
