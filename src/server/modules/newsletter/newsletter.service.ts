import type { Kysely } from 'kysely'
import { NOT_SUBSCRIBED_MESSAGE, type Subscriber } from '@common/schemas/messages'
import { newId, nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { containsText } from '../../db/text-search'
import { NotFoundError } from '../../errors'

/** Subscribing twice is harmless: the answer says whether the address was already on the list. */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
): Promise<{ alreadySubscribed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst()
    if (existing && existing.unsubscribed_at === null) return { alreadySubscribed: true }
    if (existing) {
      await trx
        .updateTable('newsletter_subscribers')
        .set({ unsubscribed_at: null, subscribed_at: nowIso() })
        .where('id', '=', existing.id)
        .execute()
      return { alreadySubscribed: false }
    }
    const inserted = await trx
      .insertInto('newsletter_subscribers')
      .values({ id: newId(), email, subscribed_at: nowIso(), unsubscribed_at: null })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
    return { alreadySubscribed: !inserted }
  })
}

export async function unsubscribe(db: Kysely<Database>, email: string): Promise<void> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: nowIso() })
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(NOT_SUBSCRIBED_MESSAGE)
}

export async function listSubscribers(
  db: Kysely<Database>,
  page: { offset: number; limit: number },
  search?: string,
): Promise<{ subscribers: Subscriber[]; total: number }> {
  const subscribed = db.selectFrom('newsletter_subscribers').where('unsubscribed_at', 'is', null)
  const active = search ? subscribed.where(containsText('email', search)) : subscribed
  const [rows, count] = await Promise.all([
    active
      .selectAll()
      .orderBy('subscribed_at', 'desc')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    active.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    subscribers: rows.map((row) => ({ _id: row.id, email: row.email, subscribedAt: row.subscribed_at })),
    total: Number(count.total),
  }
}
