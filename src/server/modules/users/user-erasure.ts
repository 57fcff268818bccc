import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { NO_SECOND_FACTOR } from './user-accounts'

/**
 * An erased shopper's row stays as the owner its orders point to, with nothing left of the person: the name
 * given, an e-mail of its own id at a domain that cannot receive mail (.invalid, RFC 2606), so the address is
 * free for a new account, no password that any input matches, inactive. Only a shopper's own row is erased;
 * the answer says whether it was.
 */
export async function eraseUserRow(
  trx: Kysely<Database>,
  userId: string,
  erasedName: string,
  now: string,
): Promise<boolean> {
  const erased = await trx
    .updateTable('users')
    .set({
      name: erasedName,
      email: `erased-${userId}@erased.invalid`,
      password_hash: '',
      is_active: 0,
      profile_picture: null,
      ...NO_SECOND_FACTOR,
      erased_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .where('role', '=', 'user')
    .where('erased_at', 'is', null)
    .executeTakeFirst()
  return erased.numUpdatedRows > 0n
}
