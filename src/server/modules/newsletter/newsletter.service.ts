import type { Kysely } from 'kysely'
import { NOT_SUBSCRIBED_MESSAGE, type Subscriber } from '@common/schemas/messages'
import { newId, nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { containsText } from '../../db/text-search'
import { NotFoundError } from '../../errors'
import type { ConsentSource } from '@common/schemas/personal-data'
import { recordConsent } from './consent-records'

/** Whose consent: the e-mail, and the account when a signed-in person gave it. */
type Person = { email: string; userId: string | null }

/**
 * Subscribing twice is harmless: the answer says whether the address was already on the list. A subscription
 * that starts records the consent, from `source`.
 */
export async function subscribe(
  db: Kysely<Database>,
  person: Person,
  source: ConsentSource,
): Promise<{ alreadySubscribed: boolean }> {
  const { email } = person
  return db.transaction().execute(async (trx) => {
    const now = nowIso()
    const consented = () =>
      recordConsent(trx, { ...person, purpose: 'newsletter', given: true, source, at: now })
    const existing = await trx
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst()
    if (existing && existing.unsubscribed_at === null) return { alreadySubscribed: true }
    if (existing) {
      await trx
        .updateTable('newsletter_subscribers')
        .set({ unsubscribed_at: null, subscribed_at: now })
        .where('id', '=', existing.id)
        .execute()
      await consented()
      return { alreadySubscribed: false }
    }
    const inserted = await trx
      .insertInto('newsletter_subscribers')
      .values({ id: newId(), email, subscribed_at: now, unsubscribed_at: null })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (inserted) await consented()
    return { alreadySubscribed: !inserted }
  })
}

/** The withdrawal is recorded like the consent, from `source`. */
export async function unsubscribe(
  db: Kysely<Database>,
  person: Person,
  source: ConsentSource,
): Promise<void> {
  const { email } = person
  await db.transaction().execute(async (trx) => {
    const now = nowIso()
    const result = await trx
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: now })
      .where('email', '=', email)
      .where('unsubscribed_at', 'is', null)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(NOT_SUBSCRIBED_MESSAGE)
    await recordConsent(trx, { ...person, purpose: 'newsletter', given: false, source, at: now })
  })
}

/**
 * The signed-in account's own choice on its profile: subscribed or not, consent or withdrawal recorded from the
 * profile when it changes anything. Answers whether the e-mail is now subscribed.
 */
export async function setOwnSubscription(
  db: Kysely<Database>,
  person: { email: string; userId: string },
  subscribed: boolean,
): Promise<boolean> {
  if (subscribed) await subscribe(db, person, 'profile')
  else
    await unsubscribe(db, person, 'profile').catch((error: unknown) => {
      // Not on the list: already what was asked.
      if (!(error instanceof NotFoundError)) throw error
    })
  return subscribed
}

/** The e-mail's place on the list, for the person's own export and profile. */
export async function subscriptionOf(
  db: Kysely<Database>,
  email: string,
): Promise<{ subscribed: boolean; subscribedAt: string | null; unsubscribedAt: string | null }> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['subscribed_at', 'unsubscribed_at'])
    .where('email', '=', email)
    .executeTakeFirst()
  return {
    subscribed: row !== undefined && row.unsubscribed_at === null,
    subscribedAt: row?.subscribed_at ?? null,
    unsubscribedAt: row?.unsubscribed_at ?? null,
  }
}

/**
 * An erased account's e-mail leaves the list, and its consents go with it: with nothing sent under them any
 * more, keeping them would only keep the address.
 */
export async function forgetSubscriber(
  trx: Kysely<Database>,
  person: { email: string; userId: string },
): Promise<void> {
  await trx.deleteFrom('newsletter_subscribers').where('email', '=', person.email).execute()
  await trx
    .deleteFrom('consent_records')
    .where((eb) => eb.or([eb('email', '=', person.email), eb('user_id', '=', person.userId)]))
    .execute()
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
