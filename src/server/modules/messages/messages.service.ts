import type { Kysely, Selectable } from 'kysely'
import type { MessageKind } from '@common/constants'
import type { ContactMessageInput, StoredMessage, SupportRequestInput } from '@common/schemas/messages'
import { newId, nowIso } from '../../db/ids'
import type { Database, MessagesTable, UserRow } from '../../db/schema'
import { containsText } from '../../db/text-search'
import { writeTransaction } from '../../db/write-transaction'
import { NotFoundError } from '../../errors'
import { type AuditActor, recordAudit } from '../audit'

type MessageRow = Selectable<MessagesTable>

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
    handledAt: row.handled_at,
    isHandled: row.handled_at !== null,
  }
}

async function insertMessage(
  db: Kysely<Database>,
  row: Omit<MessageRow, 'id' | 'created_at' | 'handled_at'>,
): Promise<StoredMessage> {
  const stored: MessageRow = { ...row, id: newId(), created_at: nowIso(), handled_at: null }
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

export type MessageFilter = {
  search?: string | undefined
  kind?: MessageKind | undefined
  handled?: boolean | undefined
}

/** Newest first. `unhandled` counts every message still waiting, whatever the filter: the tab's badge. */
export async function listMessages(
  db: Kysely<Database>,
  page: { offset: number; limit: number },
  filter: MessageFilter = {},
): Promise<{ messages: StoredMessage[]; total: number; unhandled: number }> {
  let filtered = db.selectFrom('messages')
  if (filter.kind) filtered = filtered.where('kind', '=', filter.kind)
  if (filter.handled !== undefined)
    filtered = filtered.where('handled_at', filter.handled ? 'is not' : 'is', null)
  const search = filter.search
  if (search) {
    filtered = filtered.where((eb) =>
      eb.or(['name', 'email', 'subject', 'message'].map((column) => containsText(column, search))),
    )
  }
  const [rows, count, waiting] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('handled_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ])
  return {
    messages: rows.map(toStoredMessage),
    total: Number(count.total),
    unhandled: Number(waiting.total),
  }
}

/**
 * Marking a handled message handled again keeps the time it was first handled and changes nothing. The UPDATE
 * only touches a message not already in that state, so two tabs marking it at once write one activity entry.
 */
export async function setMessageHandled(
  db: Kysely<Database>,
  messageId: string,
  handled: boolean,
  actor: AuditActor,
): Promise<StoredMessage> {
  return writeTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('messages')
      .set({ handled_at: handled ? nowIso() : null })
      .where('id', '=', messageId)
      .where('handled_at', handled ? 'is' : 'is not', null)
      .returningAll()
      .executeTakeFirst()
    if (updated) {
      await recordAudit(trx, actor, {
        action: 'message.update',
        entity: 'message',
        entityId: messageId,
        before: { isHandled: !handled },
        after: { isHandled: handled },
      })
      return toStoredMessage(updated)
    }
    const unchanged = await trx
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirst()
    if (!unchanged) throw new NotFoundError('Message not found')
    return toStoredMessage(unchanged)
  })
}
