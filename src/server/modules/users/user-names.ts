import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { containsText } from '../../db/text-search'

/** Accounts as other modules' lists name and search them (orders, reviews, returns), without reading this table. */

/** Names and e-mails of the given accounts, for lists of orders. */
export async function findUserNames(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; email: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * The ids of accounts whose name or e-mail contains `text`, as a subquery another module's query can use
 * (`user_id in (…)`), so that a search stays one statement without reading this table's columns itself.
 */
export function userIdsMatching(db: Kysely<Database>, text: string) {
  return db
    .selectFrom('users')
    .select('users.id')
    .where((eb) => eb.or([containsText('users.name', text), containsText('users.email', text)]))
}
