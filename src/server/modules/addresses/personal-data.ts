import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** An erased account's saved addresses go; orders keep their own copy (the invoice's), not these rows. */
export async function deleteAddressesOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('addresses').where('user_id', '=', userId).execute()
}
