import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { claimDueOrders, type DueOrderClaim } from './due-order-claims'

/*
 * The shopper's confirmation of a cash-on-delivery order, on the order's own row: confirmed once (one conditional
 * UPDATE), and the orders whose window has passed claimed by one instance at a time for the expiry task
 * (flows/cod-confirmation.ts), which cancels them through cancelOrder (stock and the code's use given back).
 */

export type CodConfirmationOutcome = 'confirmed' | 'not-found' | 'not-awaiting'

/**
 * Confirms the order if it still waits for its confirmation and its window has not passed; `ownerId` limits it
 * to that customer's orders (another's is answered as missing). A second confirmation, or one for an order
 * cancelled meanwhile, changes nothing.
 */
export async function confirmCodOrderRecord(
  db: Kysely<Database>,
  orderId: string,
  now: Date,
  ownerId?: string,
): Promise<CodConfirmationOutcome> {
  const at = now.toISOString()
  let update = db
    .updateTable('orders')
    .set({
      cod_confirmation: 'confirmed',
      cod_confirmed_at: at,
      confirmation_claimed_until: null,
      updated_at: at,
    })
    .where('id', '=', orderId)
    .where('cod_confirmation', '=', 'awaiting')
    .where('status', '=', 'pending')
    .where('confirm_by', '>', at)
  if (ownerId) update = update.where('user_id', '=', ownerId)
  const confirmed = await update.executeTakeFirst()
  if (Number(confirmed.numUpdatedRows) > 0) return 'confirmed'
  let query = db.selectFrom('orders').select('id').where('id', '=', orderId)
  if (ownerId) query = query.where('user_id', '=', ownerId)
  return (await query.executeTakeFirst()) ? 'not-awaiting' : 'not-found'
}

/**
 * Claims up to `limit` cash-on-delivery orders whose confirmation window has passed unconfirmed, for
 * `claimUntil`: another instance skips them until then.
 */
export async function claimUnconfirmedCodOrders(
  db: Kysely<Database>,
  now: Date,
  claimUntil: Date,
  limit: number,
): Promise<string[]> {
  return claimDueOrders(db, UNCONFIRMED_COD_ORDERS, now, claimUntil, limit)
}

const UNCONFIRMED_COD_ORDERS: DueOrderClaim = {
  // Literals so that both databases can prove the partial index orders_awaiting_confirmation applies.
  dueConditions: (eb, at) => [
    eb('cod_confirmation', '=', sql.lit('awaiting')),
    eb('status', '=', sql.lit('pending')),
    eb('confirm_by', 'is not', null),
    eb('confirm_by', '<=', at),
  ],
  dueColumn: 'confirm_by',
  claimColumn: 'confirmation_claimed_until',
}
