import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { insertProduct, sampleAddress } from '../test/fixtures'
import { createTestDatabase, ownTables, testDialects, type TestDatabase } from '../test/test-app'
import { migrateToLatest, migrateUpTo } from './migrate'

const BEFORE = '0018-collectors-catalogue'
const USER_ID = 'u'.repeat(24)

/** The rows that point at the account: what SQLite's rebuild of `users` (for its role CHECK) must not lose. */
async function insertAccountWithItsRows(database: TestDatabase): Promise<{ productId: string }> {
  const db = database.db
  const now = new Date().toISOString()
  await db
    .insertInto('users')
    .values({
      id: USER_ID,
      name: 'Long-time Customer',
      email: 'long-time@example.com',
      password_hash: 'x',
      role: 'user',
      is_active: 1,
      profile_picture: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('addresses')
    .values({
      id: 'a'.repeat(24),
      user_id: USER_ID,
      full_name: sampleAddress.fullName,
      email: 'long-time@example.com',
      phone: '9876543210',
      country: 'India',
      address_line1: '7 Lake View',
      address_line2: null,
      city: 'Shillong',
      state: 'Meghalaya',
      postal_code: '793001',
      is_default: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('refresh_sessions')
    .values({
      id: 's'.repeat(24),
      user_id: USER_ID,
      family_id: 'f'.repeat(24),
      token_hash: 'hash-of-a-refresh-token',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      created_at: now,
      used_at: null,
      revoked_at: null,
    })
    .execute()
  const product = await insertProduct(db, {}, { stockLedger: false })
  await db
    .insertInto('wishlist_items')
    .values({ user_id: USER_ID, product_id: product.id, created_at: now })
    .execute()
  return { productId: product.id }
}

async function rowsPointingAt(database: TestDatabase, userId: string) {
  const db = database.db
  const count = async (table: 'addresses' | 'refresh_sessions' | 'wishlist_items') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }
  return {
    addresses: await count('addresses'),
    refreshSessions: await count('refresh_sessions'),
    wishlist: await count('wishlist_items'),
  }
}

const setRole = (database: TestDatabase, role: string) =>
  sql`update users set role = ${role} where id = ${USER_ID}`.execute(database.db)

describe.each(testDialects)('migration 0019 (accounts and operations) [%s]', (dialect) => {
  it('keeps every row that points at an account, and their foreign keys, while allowing the staff role', async () => {
    const database = await createTestDatabase(dialect, { migrate: false })
    try {
      await migrateUpTo(database, BEFORE)
      await insertAccountWithItsRows(database)
      await expect(setRole(database, 'staff')).rejects.toThrow(/check constraint/i)

      await migrateToLatest(database)
      expect(await rowsPointingAt(database, USER_ID)).toEqual({
        addresses: 1,
        refreshSessions: 1,
        wishlist: 1,
      })
      const user = await database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', USER_ID)
        .executeTakeFirstOrThrow()
      expect(user).toMatchObject({
        email: 'long-time@example.com',
        role: 'user',
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
      })

      // The role CHECK knows the three roles, and only them.
      await setRole(database, 'staff')
      await expect(setRole(database, 'owner')).rejects.toThrow(/check constraint/i)
      expect(
        (await database.db.selectFrom('users').select('role').where('id', '=', USER_ID).executeTakeFirst())
          ?.role,
      ).toBe('staff')
      // The unique e-mail index came back with the table.
      await expect(
        sql`insert into users (id, name, email, password_hash, role, is_active, created_at, updated_at)
          values (${'v'.repeat(24)}, 'Twin', 'long-time@example.com', 'x', 'user', 1, 'now', 'now')`.execute(
          database.db,
        ),
      ).rejects.toThrow(/unique/i)

      // Foreign keys are still enforced: no row may point at an account that does not exist …
      await expect(
        database.db
          .insertInto('wishlist_items')
          .values({
            user_id: 'n'.repeat(24),
            product_id: (await insertProduct(database.db)).id,
            created_at: 'now',
          })
          .execute(),
      ).rejects.toThrow(/foreign key/i)
      // … and deleting the account takes its rows with it.
      await database.db.deleteFrom('users').where('id', '=', USER_ID).execute()
      expect(await rowsPointingAt(database, USER_ID)).toEqual({
        addresses: 0,
        refreshSessions: 0,
        wishlist: 0,
      })
    } finally {
      await database.dispose()
    }
  })

  it('migrates down to 0018 and up again: staff become users, the rows pointing at accounts stay', async () => {
    const database = await createTestDatabase(dialect, { migrate: false })
    try {
      await migrateUpTo(database, BEFORE)
      await insertAccountWithItsRows(database)
      await migrateToLatest(database)
      await setRole(database, 'staff')
      await database.db
        .insertInto('audit_entries')
        .values({
          id: 'e'.repeat(24),
          at: new Date().toISOString(),
          actor_id: null,
          actor_email: null,
          action: 'user.update',
          entity: 'user',
          entity_id: USER_ID,
          before: JSON.stringify({ role: 'user' }),
          after: JSON.stringify({ role: 'staff' }),
          ip: null,
          user_agent: 'command line',
        })
        .execute()

      await migrateUpTo(database, BEFORE)
      const own = await ownTables(database)
      for (const table of ['audit_entries', 'recovery_codes', 'two_factor_challenges'])
        expect([...own.keys()]).not.toContain(table)
      expect(own.get('users')).toContain('role')
      expect(own.get('users')).not.toContain('totp_secret')
      const row = await sql<{ role: string }>`select role from users where id = ${USER_ID}`.execute(
        database.db,
      )
      expect(row.rows).toEqual([{ role: 'user' }])
      await expect(setRole(database, 'staff')).rejects.toThrow(/check constraint/i)
      expect(await rowsPointingAt(database, USER_ID)).toEqual({
        addresses: 1,
        refreshSessions: 1,
        wishlist: 1,
      })

      await migrateToLatest(database)
      await setRole(database, 'staff')
      expect(await rowsPointingAt(database, USER_ID)).toEqual({
        addresses: 1,
        refreshSessions: 1,
        wishlist: 1,
      })
    } finally {
      await database.dispose()
    }
  })
})
