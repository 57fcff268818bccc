import type { Kysely } from 'kysely'
import type { ContactMessageInput, StoredMessage, SupportRequestInput } from '@common/schemas/messages'
import { newId, nowIso } from '../../db/ids'
import type { Database, UserRow } from '../../db/schema'

type MessageRow = Database['messages']

function toStoredMessage(row: MessageRow): StoredMessage {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.user_id,
    createdAt: row.created_at,
  }
}

async function insertMessage(
  db: Kysely<Database>,
  row: Omit<MessageRow, 'id' | 'created_at'>,
): Promise<StoredMessage> {
  const stored: MessageRow = { ...row, id: newId(), created_at: nowIso() }
  await db.insertInto('messages').values(stored).execute()
  return toStoredMessage(stored)
}

export function saveContactMessage(db: Kysely<Database>, input: ContactMessageInput): Promise<StoredMessage> {
  return insertMessage(db, {
    kind: 'contact',
    user_id: null,
    name: input.name,
    email: input.email,
    subject: null,
    message: input.message,
  })
}

/** Support requests come from the profile screen, so the sender is the signed-in account. */
export function saveSupportRequest(
  db: Kysely<Database>,
  user: UserRow,
  input: SupportRequestInput,
): Promise<StoredMessage> {
  return insertMessage(db, {
    kind: 'support',
    user_id: user.id,
    name: user.name,
    email: user.email,
    subject: input.subject,
    message: input.message,
  })
}

export async function listMessages(
  db: Kysely<Database>,
  page: { offset: number; limit: number },
): Promise<{ messages: StoredMessage[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { messages: rows.map(toStoredMessage), total: Number(count.total) }
}
