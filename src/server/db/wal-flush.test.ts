import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { insertProduct } from '../test/fixtures'
import { connectDatabase, type DatabaseConnection } from './connection'
import { migrateToLatest } from './migrate'
import type * as WalFlushModule from './wal-flush'
import { writeTransaction } from './write-transaction'

/** Each flush of the log the connection starts, held until the test lets it go. */
const flushes = vi.hoisted(() => ({ started: 0, held: false, release: [] as (() => void)[] }))

vi.mock('./wal-flush', async (importOriginal) => {
  const actual = await importOriginal<typeof WalFlushModule>()
  return {
    walFlush: (file: string) => {
      const log = actual.walFlush(file)
      return {
        flush: async () => {
          flushes.started += 1
          if (flushes.held) await new Promise<void>((resolve) => flushes.release.push(resolve))
          await log.flush()
        },
        close: log.close,
      }
    },
  }
})

describe('SQLite writes wait for their log flush off the event loop', () => {
  let directory: string
  let connection: DatabaseConnection
  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'wal-flush-'))
    connection = connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.sqlite') })
    await migrateToLatest(connection)
    flushes.started = 0
  })
  afterEach(async () => {
    flushes.held = false
    for (const release of flushes.release.splice(0)) release()
    await connection.close()
    rmSync(directory, { recursive: true, force: true })
  })

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

  it('leaves the flush to the driver, not to each commit', async () => {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(connection.db)
    expect(rows[0]!.synchronous).toBe(1) // NORMAL: SQLite does not flush inside the commit
  })

  it('answers a write only once its flush is done, while reads go on meanwhile', async () => {
    flushes.held = true
    let written = false
    const write = insertProduct(connection.db, { name: 'Held figure' }).then(() => (written = true))
    await settle()
    expect(flushes.started).toBe(1)
    expect(written).toBe(false)
    // The connection was given up before the flush: a read is answered, and sees the committed row.
    const names = await connection.db.selectFrom('products').select('name').execute()
    expect(names.map((row) => row.name)).toContain('Held figure')
    expect(written).toBe(false)
    flushes.release.shift()!()
    await write
    expect(written).toBe(true)
  })

  it('flushes after each write transaction and never for reads', async () => {
    await connection.db.selectFrom('products').selectAll().execute()
    await connection.db.selectFrom('users').selectAll().execute()
    expect(flushes.started).toBe(0)
    await writeTransaction(connection.db, (trx) => insertProduct(trx, { name: 'One' }))
    expect(flushes.started).toBe(1)
    await connection.db.transaction().execute((trx) => insertProduct(trx, { name: 'Two' }))
    expect(flushes.started).toBe(2)
  })

  it('keeps a transaction that is answered from being answered before its flush', async () => {
    flushes.held = true
    let answered = false
    const placed = writeTransaction(connection.db, (trx) => insertProduct(trx, { name: 'Order' })).then(
      () => (answered = true),
    )
    await settle()
    expect(answered).toBe(false)
    flushes.release.shift()!()
    await placed
    expect(answered).toBe(true)
  })
})

describe('walFlush', () => {
  it('shares one flush among the callers that arrive while one runs, and flushes the real file', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'wal-flush-unit-'))
    const file = join(directory, 'shop.sqlite')
    const connection = connectDatabase({ kind: 'sqlite', filename: file })
    try {
      await migrateToLatest(connection)
      const { walFlush: realFlush } = await vi.importActual<typeof WalFlushModule>('./wal-flush')
      let synced = 0
      const { flush } = realFlush(file, async () => {
        synced += 1
        await new Promise((resolve) => setTimeout(resolve, 10))
      })
      await Promise.all(Array.from({ length: 10 }, () => flush()))
      // The first runs at once; the nine that asked meanwhile share the one after it.
      expect(synced).toBe(2)
      await flush()
      expect(synced).toBe(3)
      // The real flush: the database's log, then a missing database refused.
      const log = realFlush(file)
      await expect(log.flush()).resolves.toBeUndefined()
      await expect(log.flush()).resolves.toBeUndefined()
      log.close()
      await expect(realFlush(join(directory, 'missing.sqlite')).flush()).rejects.toMatchObject({
        code: 'ENOENT',
      })
    } finally {
      await connection.close()
      rmSync(directory, { recursive: true, force: true })
    }
  })

  it('lets a failed flush fail its callers, and the next callers try again', async () => {
    const { walFlush: realFlush } = await vi.importActual<typeof WalFlushModule>('./wal-flush')
    let fail = true
    const { flush } = realFlush('unused', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (fail) throw new Error('disk gone')
    })
    const first = flush()
    const second = flush()
    fail = true
    await expect(first).rejects.toThrow('disk gone')
    fail = false
    await expect(second).resolves.toBeUndefined()
  })
})
