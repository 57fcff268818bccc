import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** How many of the account's returns wait for a decision or for the parcel to come back. */
export async function countOpenReturnsOf(trx: Kysely<Database>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('return_requests')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['requested', 'approved'])
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
