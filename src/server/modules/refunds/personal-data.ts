import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** How many refunds of these orders the gateway or the shop is still working on. */
export async function countPendingRefunds(
  trx: Kysely<Database>,
  orderIds: readonly string[],
): Promise<number> {
  if (orderIds.length === 0) return 0
  const row = await trx
    .selectFrom('refunds')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('order_id', 'in', [...orderIds])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
