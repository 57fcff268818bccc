import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { insertProduct } from '../test/fixtures'
import { connectDatabase, type DatabaseConnection } from './connection'
import { migrateToLatest } from './migrate'
import type * as WalFlushModule from './wal-flush'
import { writeTransaction } from './write-transaction'

/** A product written in one statement (without its stock ledger's movement): each write is one flush. */
const ONE_STATEMENT = { stockLedger: false }

/** Each flush of the log the connection starts, held until the test lets it go. */
const flushes = vi.hoisted(() => ({
  started: 0,
  held: false,
  release: [] as (() => void)[],
  logFiles: [] as string[],
}))

vi.mock('./wal-flush', async (importOriginal) => {
  const actual = await importOriginal<typeof WalFlushModule>()
  return {
    walFlush: (logFile: string) => {
      flushes.logFiles.push(logFile)
      const log = actual.walFlush(logFile)
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
    const write = insertProduct(connection.db, { name: 'Held figure' }, ONE_STATEMENT).then(
      () => (written = true),
    )
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
    await writeTransaction(connection.db, (trx) => insertProduct(trx, { name: 'One' }, ONE_STATEMENT))
    expect(flushes.started).toBe(1)
    await connection.db.transaction().execute((trx) => insertProduct(trx, { name: 'Two' }, ONE_STATEMENT))
    expect(flushes.started).toBe(2)
  })

  it('keeps a transaction that is answered from being answered before its flush', async () => {
    flushes.held = true
    let answered = false
    const placed = writeTransaction(connection.db, (trx) =>
      insertProduct(trx, { name: 'Order' }, ONE_STATEMENT),
    ).then(() => (answered = true))
    await settle()
    expect(answered).toBe(false)
    flushes.release.shift()!()
    await placed
    expect(answered).toBe(true)
  })

  it('commits the next group while the last one waits for its flush, answering each after its own', async () => {
    flushes.held = true
    const answered: string[] = []
    const first = writeTransaction(connection.db, (trx) =>
      insertProduct(trx, { name: 'First' }, ONE_STATEMENT),
    ).then(() => answered.push('first'))
    await settle()
    const second = writeTransaction(connection.db, (trx) =>
      insertProduct(trx, { name: 'Second' }, ONE_STATEMENT),
    ).then(() => answered.push('second'))
    await settle()
    // Both committed (a read sees them) and both wait: the second did not wait for the first one's flush.
    const names = (await connection.db.selectFrom('products').select('name').execute()).map((row) => row.name)
    expect(names).toEqual(expect.arrayContaining(['First', 'Second']))
    expect(flushes.started).toBe(2)
    expect(answered).toEqual([])
    flushes.release.shift()!()
    await first
    expect(answered).toEqual(['first'])
    flushes.release.shift()!()
    await second
    expect(answered).toEqual(['first', 'second'])
  })
})

describe('SQLite writes on the real file', () => {
  let directory: string
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'wal-flush-file-'))
  })
  afterEach(() => rmSync(directory, { recursive: true, force: true }))

  it('flushes the log SQLite writes beside the real file when the database is reached through a link', async () => {
    const real = join(directory, 'real')
    const linked = join(directory, 'linked')
    mkdirSync(real)
    mkdirSync(linked)
    const setup = connectDatabase({ kind: 'sqlite', filename: join(real, 'shop.sqlite') })
    await setup.close()
    symlinkSync(join(real, 'shop.sqlite'), join(linked, 'shop.sqlite'))
    flushes.logFiles.length = 0
    const connection = connectDatabase({ kind: 'sqlite', filename: join(linked, 'shop.sqlite') })
    try {
      await migrateToLatest(connection)
      expect(flushes.logFiles).toEqual([join(realpathSync(real), 'shop.sqlite-wal')])
      expect(existsSync(join(real, 'shop.sqlite-wal'))).toBe(true)
    } finally {
      await connection.close()
    }
  })

  it('keeps SQLite flushing each commit itself for a database in memory', async () => {
    flushes.logFiles.length = 0
    const connection = connectDatabase({ kind: 'sqlite', filename: ':memory:' })
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(connection.db)
      expect(rows[0]!.synchronous).toBe(2) // FULL
      expect(flushes.logFiles).toEqual([])
    } finally {
      await connection.close()
    }
  })
})

describe('walFlush', () => {
  it('shares one flush among the callers that arrive while one runs, and flushes the real log', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'wal-flush-unit-'))
    const file = join(directory, 'shop.sqlite')
    const connection = connectDatabase({ kind: 'sqlite', filename: file })
    try {
      await migrateToLatest(connection)
      const { walFlush: realFlush } = await vi.importActual<typeof WalFlushModule>('./wal-flush')
      let synced = 0
      const { flush } = realFlush(`${file}-wal`, async () => {
        synced += 1
        await new Promise((resolve) => setTimeout(resolve, 10))
      })
      await Promise.all(Array.from({ length: 10 }, () => flush()))
      // The first runs at once; the nine that asked meanwhile share the one after it.
      expect(synced).toBe(2)
      await flush()
      expect(synced).toBe(3)
      // The real flush: the database's log; a log that is not there is an error, never another file.
      const log = realFlush(`${file}-wal`)
      await expect(log.flush()).resolves.toBeUndefined()
      await expect(log.flush()).resolves.toBeUndefined()
      await log.close()
      await expect(log.flush()).rejects.toThrow('the database is closed')
      await expect(realFlush(join(directory, 'missing.sqlite-wal')).flush()).rejects.toMatchObject({
        code: 'ENOENT',
      })
    } finally {
      await connection.close()
      rmSync(directory, { recursive: true, force: true })
    }
  })

  it('fails every flush after one has failed: no later write is answered as kept', async () => {
    const { walFlush: realFlush } = await vi.importActual<typeof WalFlushModule>('./wal-flush')
    let disk: 'fails' | 'works' = 'fails'
    let synced = 0
    const { flush } = realFlush('unused', async () => {
      synced += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (disk === 'fails') throw new Error('EIO: i/o error, fdatasync')
    })
    const first = flush()
    const second = flush()
    await expect(first).rejects.toThrow('EIO')
    disk = 'works'
    await expect(second).rejects.toThrow('EIO')
    await expect(flush()).rejects.toThrow('EIO')
    expect(synced).toBe(1)
  })

  it('lets a flush in flight finish on its file before closing it', async () => {
    const { walFlush: realFlush } = await vi.importActual<typeof WalFlushModule>('./wal-flush')
    const events: string[] = []
    const sync = Object.assign(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        events.push('synced')
      },
      { close: () => events.push('closed') },
    )
    const log = realFlush('unused', sync)
    const inFlight = log.flush()
    await log.close()
    await inFlight
    expect(events).toEqual(['synced', 'closed'])
  })
})
