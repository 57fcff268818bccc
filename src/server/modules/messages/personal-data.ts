import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/*
 * A message belongs to an account only when it was sent signed in (`user_id`): the e-mail typed into a form, or
 * the account's own, is no proof, as the shop never verifies addresses and a profile may take any address no
 * account holds. Matching by it would hand one person's messages to whoever sets their address.
 */

/** Messages sent from the account, oldest first. */
export async function messagesOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('messages')
    .select(['kind', 'subject', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
  }))
}

/** An erased account's messages go: they are correspondence, which no law asks the shop to keep. */
export async function forgetMessagesOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('messages').where('user_id', '=', userId).execute()
}
