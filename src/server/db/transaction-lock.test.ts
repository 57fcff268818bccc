import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertProduct } from '../test/fixtures'
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app'
import { lockForTransaction, readUnderLock } from './transaction-lock'

describe.each(testDialects)('a read under a transaction lock [%s]', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
  })
  afterAll(async () => {
    await database.dispose()
  })

  const namesRead = (key: string) =>
    database.db.transaction().execute(async (trx) => {
      const read = trx.selectFrom('products').select('name').where('name', 'like', 'Lock probe%').compile()
      return (await readUnderLock(trx, key, read)).rows.map((row) => row.name).sort()
    })

  it('runs the read once the lock is held, seeing what the holder committed', async () => {
    const key = `probe ${Math.random()}`
    await insertProduct(database.db, { name: 'Lock probe one' })
    if (dialect === 'sqlite') {
      // One writer at a time: there is no other holder to wait for.
      expect(await namesRead(key)).toEqual(['Lock probe one'])
      return
    }
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let locked!: () => void
    const isLocked = new Promise<void>((resolve) => (locked = resolve))
    const holder = database.db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, key)
      locked()
      await insertProduct(trx, { name: 'Lock probe two' })
      await held
    })
    await isLocked
    const reading = namesRead(key)
    // Let go only once the reader waits for the lock: the holder's row is committed as the lock is let go.
    await vi.waitFor(async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and not granted and objid = (hashtext(${key}) & 4294967295::bigint)::oid`.execute(
        database.db,
      )
      expect(rows[0]!.waiting).toBe(1)
    })
    release()
    await holder
    expect(await reading).toEqual(['Lock probe one', 'Lock probe two'])
  })
})
