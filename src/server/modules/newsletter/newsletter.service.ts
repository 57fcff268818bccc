import type { Kysely } from 'kysely'
import { NOT_SUBSCRIBED_MESSAGE, type Subscriber } from '@common/schemas/messages'
import { newId } from '../../db/ids'
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
  at: Date,
): Promise<{ alreadySubscribed: boolean }> {
  const { email } = person
  const now = at.toISOString()
  return db.transaction().execute(async (trx) => {
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
  at: Date,
): Promise<void> {
  const { email } = person
  const now = at.toISOString()
  await db.transaction().execute(async (trx) => {
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
  at: Date,
): Promise<boolean> {
  if (subscribed) await subscribe(db, person, 'profile', at)
  else
    await unsubscribe(db, person, 'profile', at).catch((error: unknown) => {
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
 * The addresses the account itself subscribed or unsubscribed, signed in, as its consent records name them. Only
 * these are the account's on the list: the shop never verifies addresses, so an account's present address alone
 * does not show it was the one that joined.
 */
function ownAddressesOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('consent_records').select('email').where('user_id', '=', userId)
}

/** The list's entry for the address the account last gave or withdrew its consent for, for its export. */
export async function ownSubscriptionOf(
  db: Kysely<Database>,
  userId: string,
): ReturnType<typeof subscriptionOf> {
  const latest = await ownAddressesOf(db, userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (latest) return subscriptionOf(db, latest.email)
  return { subscribed: false, subscribedAt: null, unsubscribedAt: null }
}

/**
 * An erased account's addresses leave the list, and its consents go with them: with nothing sent under them any
 * more, keeping them would only keep the address. Only the addresses the account's own consents name: another
 * person's entry for the account's present address is not the account's to erase.
 */
export async function forgetSubscriber(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('newsletter_subscribers').where('email', 'in', ownAddressesOf(trx, userId)).execute()
  await trx.deleteFrom('consent_records').where('user_id', '=', userId).execute()
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
