import type { Kysely } from 'kysely'
import type { Consent, ConsentPurpose, ConsentSource } from '@common/schemas/personal-data'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'

/**
 * Consents as the DPDP Act asks them kept: each one given or withdrawn is a row of its own, with when and from
 * where, so the shop can show what a person agreed to at any time. Rows are only added, until the person's
 * account is erased.
 */
export async function recordConsent(
  db: Kysely<Database>,
  consent: {
    email: string
    userId: string | null
    purpose: ConsentPurpose
    given: boolean
    source: ConsentSource
    at: string
  },
): Promise<void> {
  await db
    .insertInto('consent_records')
    .values({
      id: newId(),
      email: consent.email,
      user_id: consent.userId,
      purpose: consent.purpose,
      given: consent.given ? 1 : 0,
      source: consent.source,
      at: consent.at,
    })
    .execute()
}

/**
 * The consents the account itself gave or withdrew (signed in), oldest first. Not those of its e-mail address:
 * the shop never verifies addresses, so the address alone does not show whose consent it was.
 */
export async function consentsOf(db: Kysely<Database>, userId: string): Promise<Consent[]> {
  const rows = await db
    .selectFrom('consent_records')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    purpose: row.purpose as ConsentPurpose,
    given: row.given === 1,
    source: row.source as ConsentSource,
    email: row.email,
    at: row.at,
  }))
}
