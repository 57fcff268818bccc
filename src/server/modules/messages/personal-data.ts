import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

type Person = { userId: string; email: string }

/** Contact-form and support messages sent from the account or with its e-mail, oldest first. */
export async function messagesOf(db: Kysely<Database>, person: Person) {
  const rows = await db
    .selectFrom('messages')
    .select(['kind', 'subject', 'message', 'created_at'])
    .where((eb) => eb.or([eb('user_id', '=', person.userId), eb('email', '=', person.email)]))
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
export async function forgetMessagesOf(trx: Kysely<Database>, person: Person): Promise<void> {
  await trx
    .deleteFrom('messages')
    .where((eb) => eb.or([eb('user_id', '=', person.userId), eb('email', '=', person.email)]))
    .execute()
}
