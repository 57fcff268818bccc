import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, ownTables, testDialects } from '../test/test-app'
import { listOrders } from '../modules/orders/order-lists'
import { migrateInTurn, migrateToLatest, migrateUpTo } from './migrate'
import { migrations } from './migrations'

const TABLES = [
  'users',
  'refresh_sessions',
  'products',
  'reviews',
  'addresses',
  'orders',
  'order_items',
  'payments',
  'media',
]

describe.each(testDialects)('migrations [%s]', (dialect) => {
  it('run every migration on an empty database, then find nothing left to do', async () => {
    const database = await createTestDatabase(dialect, { migrate: false })
    try {
      expect(await migrateToLatest(database)).toEqual(Object.keys(migrations))
      expect(await migrateToLatest(database)).toEqual([])
      expect([...(await ownTables(database)).keys()]).toEqual(expect.arrayContaining(TABLES))
    } finally {
      await database.dispose()
    }
  })

  it('gives existing orders their search text and existing messages no handled time (0005)', async () => {
    const database = await createTestDatabase(dialect, { migrate: false })
    try {
      await migrateUpTo(database, '0004-order-idempotency')
      const now = new Date().toISOString()
      await database.db
        .insertInto('users')
        .values({
          id: 'u'.repeat(24),
          name: 'Old Customer',
          email: 'old@example.com',
          password_hash: 'x',
          role: 'user',
          is_active: 1,
          profile_picture: null,
          created_at: now,
          updated_at: now,
        })
        .execute()
      await database.db
        .insertInto('orders')
        .values({
          id: 'ABC0000000000000000000DE',
          order_number: 'ORD-1700000000000',
          user_id: 'u'.repeat(24),
          status: 'pending',
          payment_method: 'COD',
          payment_status: 'pending',
          items_price_paise: 100,
          shipping_price_paise: 0,
          tax_price_paise: 0,
          total_price_paise: 100,
          shipping_address: JSON.stringify({
            address: '7 Lake View',
            city: 'Shillong',
            postalCode: '793001',
          }),
          tracking_number: null,
          idempotency_key: null,
          paid_at: null,
          delivered_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute()
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as 0004 left it
      await (database.db as any)
        .insertInto('messages')
        .values({
          id: 'm'.repeat(24),
          kind: 'contact',
          name: 'A',
          email: 'a@example.com',
          message: 'Hi',
          created_at: now,
        })
        .execute()

      await migrateToLatest(database)
      const order = await database.db.selectFrom('orders').select('search_text').executeTakeFirstOrThrow()
      expect(order.search_text).toContain('abc0000000000000000000de')
      expect(order.search_text).toContain('shillong')
      const found = await listOrders(database.db, { page: 1, limit: 10, search: 'LAKE VIEW' })
      expect(found.orders.map((entry) => entry._id)).toEqual(['ABC0000000000000000000DE'])
      const message = await database.db.selectFrom('messages').select('handled_at').executeTakeFirstOrThrow()
      expect(message.handled_at).toBeNull()
    } finally {
      await database.dispose()
    }
  })

  it('keeps saved phone numbers as their ten digits, and leaves one it cannot read as it was (0015)', async () => {
    const database = await createTestDatabase(dialect, { migrate: false })
    try {
      await migrateUpTo(database, '0014-order-lifecycle')
      const now = new Date().toISOString()
      await database.db
        .insertInto('users')
        .values({
          id: 'u'.repeat(24),
          name: 'Old Customer',
          email: 'old@example.com',
          password_hash: 'x',
          role: 'user',
          is_active: 1,
          profile_picture: null,
          created_at: now,
          updated_at: now,
        })
        .execute()
      const phones = {
        a: '98765 43210',
        b: '+91 98765-43210',
        c: '09876543210',
        d: '9123456780',
        e: '022 2640 1234',
        f: '1234567890',
      }
      await database.db
        .insertInto('addresses')
        .values(
          Object.entries(phones).map(([letter, phone]) => ({
            id: letter.repeat(24),
            user_id: 'u'.repeat(24),
            full_name: 'Old Customer',
            email: 'old@example.com',
            phone,
            country: 'India',
            address_line1: '7 Lake View',
            address_line2: null,
            city: 'Shillong',
            state: 'Meghalaya',
            postal_code: '793001',
            is_default: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()

      await migrateToLatest(database)
      const rows = await database.db.selectFrom('addresses').select(['id', 'phone']).orderBy('id').execute()
      expect(rows.map((row) => row.phone)).toEqual([
        '9876543210',
        '9876543210',
        '9876543210',
        '9123456780',
        '022 2640 1234',
        '1234567890',
      ])
    } finally {
      await database.dispose()
    }
  })
})

describe.skipIf(!testDialects.includes('postgres'))('migrations in turn [postgres]', () => {
  it("report the migration's own error even when the lock cannot be released after it", async () => {
    const database = await createTestDatabase('postgres', { migrate: false })
    try {
      const failing = migrateInTurn(database, async ({ db }) => {
        // The connection holding the lock dies mid-migration: the unlock after it fails too.
        await sql`select pg_terminate_backend(pg_backend_pid())`.execute(db).catch(() => {})
        throw new Error('migration 0099 failed')
      })
      await expect(failing).rejects.toThrow('migration 0099 failed')
      // The lock went with the connection: the next start migrates.
      expect(await migrateToLatest(database)).toEqual(Object.keys(migrations))
    } finally {
      await database.dispose()
    }
  })

  it('migrate while other schemas and tables of the database are made and dropped around them', async () => {
    // What two test files, or two shops sharing a database, do: one finishes and drops its schema (or migrates down,
    // dropping tables) while the other starts and migrates. One that vanishes meanwhile must not fail the migration.
    // Three churners and a few hundred tables standing, as in a CI run's parallel test files, so that a read of every
    // schema's tables (what Kysely's migrator does by itself) takes long enough for a drop to land inside it.
    const standing = `standing_${process.pid}`
    const setUp = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await setUp.connect()
    await setUp.query(
      `create schema ${standing}; ` +
        Array.from(
          { length: 200 },
          (_, table) => `create table ${standing}.t${table} (id serial primary key, name text);`,
        ).join(' '),
    )
    const churners = await Promise.all(
      [0, 1, 2].map(async () => {
        const churner = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
        await churner.connect()
        return churner
      }),
    )
    let churning = true
    const churn = Promise.all(
      churners.map(async (churner, index) => {
        for (let round = 0; churning; round += 1) {
          const schema = `churn_${process.pid}_${index}_${round}`
          await churner.query(`create schema ${schema}; create table ${schema}.items (id serial primary key)`)
          await churner.query(`create table ${schema}.codes (id serial primary key)`)
          await churner.query(`drop table ${schema}.codes`)
          await churner.query(`drop schema ${schema} cascade`)
        }
      }),
    )
    try {
      for (let started = 0; started < 4; started += 1) {
        const database = await createTestDatabase('postgres', { migrate: false })
        try {
          expect(await migrateToLatest(database)).toEqual(Object.keys(migrations))
        } finally {
          await database.dispose()
        }
      }
    } finally {
      churning = false
      await churn
      await Promise.all(churners.map((churner) => churner.end()))
      await setUp.query(`drop schema ${standing} cascade`)
      await setUp.end()
    }
  })
})
