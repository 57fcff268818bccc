import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database, UserRow } from '../../db/schema'
import { NO_SECOND_FACTOR } from './user-accounts'

/**
 * The demo catalogue's shoppers, created once: an e-mail already stored is left alone, so a concurrent or
 * repeated seed changes nothing. Answers every one of them as stored.
 */
export async function createSeedShoppers(
  db: Kysely<Database>,
  shoppers: readonly { name: string; email: string; passwordHash: string; createdAt: string }[],
): Promise<{ id: string; name: string; email: string }[]> {
  if (shoppers.length === 0) return []
  const rows: UserRow[] = shoppers.map((shopper) => ({
    id: newId(),
    name: shopper.name,
    email: shopper.email.toLowerCase(),
    password_hash: shopper.passwordHash,
    role: 'user',
    is_active: 1,
    profile_picture: null,
    created_at: shopper.createdAt,
    updated_at: shopper.createdAt,
    ...NO_SECOND_FACTOR,
    erased_at: null,
  }))
  await db
    .insertInto('users')
    .values(rows)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute()
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where(
      'email',
      'in',
      rows.map((row) => row.email),
    )
    .execute()
}
