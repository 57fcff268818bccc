import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely'
import type { Database } from '../../db/schema'

/*
 * The sweeps' claim on orders whose deadline has passed (an unpaid hold, an unconfirmed cash-on-delivery order):
 * every instance runs the sweep, and each order must be handled by one of them.
 */

/** Which orders a sweep takes, and where it writes its claim. */
export type DueOrderClaim = {
  /**
   * What makes an order due at `at`, as literals where a partial index should apply (both databases prove it
   * from the query's own text); the claim's condition is added here.
   */
  dueConditions: (eb: ExpressionBuilder<Database, 'orders'>, at: string) => Expression<SqlBool>[]
  /** The deadline: the longest overdue are claimed first. */
  dueColumn: 'hold_expires_at' | 'confirm_by'
  /** Until when an instance holds the order; another skips it until then. */
  claimColumn: 'hold_claimed_until' | 'confirmation_claimed_until'
}

/**
 * Claims up to `limit` orders due at `now` and not claimed by another instance, for `claimUntil`, and answers
 * their ids. Exactly once across instances: it is one conditional UPDATE, and the conditions are repeated outside
 * the subquery that picks the rows. The subquery alone reads a snapshot, so two instances sweeping at once may
 * pick the same row; on PostgreSQL the second waits for the first's row lock, then re-checks the outer conditions
 * on the row as the first left it, finds it claimed and leaves it (SQLite writes one statement at a time). A claim
 * that outlives its instance runs out at `claimUntil`, when the next sweep anywhere takes the order.
 */
export async function claimDueOrders(
  db: Kysely<Database>,
  claim: DueOrderClaim,
  now: Date,
  claimUntil: Date,
  limit: number,
): Promise<string[]> {
  const at = now.toISOString()
  const claimable = (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.and([
      ...claim.dueConditions(eb, at),
      eb.or([eb(claim.claimColumn, 'is', null), eb(claim.claimColumn, '<=', at)]),
    ])
  const claimed = await db
    .updateTable('orders')
    .set(claim.claimColumn, claimUntil.toISOString())
    .where(claimable)
    .where(
      'id',
      'in',
      db.selectFrom('orders').select('id').where(claimable).orderBy(claim.dueColumn).limit(limit),
    )
    .returning('id')
    .execute()
  return claimed.map((row) => row.id)
}
