import { CompiledQuery, PostgresAdapter, type Kysely, type QueryResult } from 'kysely'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Dialect } from './connection'
import type { Database } from './schema'

/** How long a SQLite statement waits for another process's write lock before failing with SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000

const dialects = new WeakMap<Kysely<Database>, Dialect>()

export function rememberDialect(db: Kysely<Database>, dialect: Dialect): void {
  dialects.set(db, dialect)
}

/** The dialect the connection was opened with; a transaction handed down is recognised by its adapter. */
export function dialectOf(db: Kysely<Database>): Dialect {
  return dialects.get(db) ?? (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite')
}

type Unit = {
  work: (trx: Kysely<Database>) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/** Write transactions waiting for the SQLite connection, per database; committed together. */
const waiting = new WeakMap<Kysely<Database>, Unit[]>()

/** Enough to share one disk flush among a busy moment's orders, small enough to keep each one's wait short. */
const MAX_GROUP = 64

/**
 * A transaction for work that reads and then writes the same rows (orders taking stock).
 *
 * On SQLite it starts with BEGIN IMMEDIATE, taking the write lock up front, so that another process cannot
 * slip in between the read and the write; while another process holds that lock, it waits without blocking
 * this one (tryBeginImmediate). Every commit waits for the disk to flush the log (walFlush), about 1 ms
 * here, which would cap the shop at a few hundred orders a second; so the transactions that arrive while one
 * commits and flushes are run one after another inside the next transaction, each in a savepoint of its own
 * (a transaction that arrived alone needs none), and committed with one flush (group commit). Each still runs
 * alone and sees the ones before it; one that fails rolls back to its savepoint without touching the others;
 * none is answered before the commit is on disk.
 *
 * On PostgreSQL the conditional UPDATE re-checks its WHERE clause under the row lock, so an ordinary
 * transaction is enough, and PostgreSQL groups concurrent commits by itself.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialects.get(db) !== 'sqlite') return db.transaction().execute(work)
  return new Promise<T>((resolve, reject) => {
    let queue = waiting.get(db)
    const idle = !queue
    if (!queue) waiting.set(db, (queue = []))
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
    if (idle) void commitWaiting(db, queue)
  })
}

async function commitWaiting(db: Kysely<Database>, queue: Unit[]): Promise<void> {
  try {
    // The next group begins as soon as this one has committed; this one's units are answered once its flush
    // to the disk is done, which runs meanwhile.
    while (queue.length > 0)
      await new Promise<void>((committed) => void commitGroup(db, queue.splice(0, MAX_GROUP), committed))
  } finally {
    waiting.delete(db)
  }
}

async function commitGroup(db: Kysely<Database>, group: Unit[], committed: () => void): Promise<void> {
  const outcomes: Outcome[] = []
  try {
    const waitUntil = performance.now() + SQLITE_BUSY_TIMEOUT_MS
    for (let attempt = 0; ; attempt += 1) {
      const began = await db.connection().execute(async (connection) => {
        if (!(await tryBeginImmediate(connection, performance.now() >= waitUntil))) return false
        try {
          if (group.length === 1) {
            // Alone in its transaction (each order at a steady 100 a second), a unit needs no savepoint: it
            // commits or rolls back the transaction itself.
            const outcome = await runAlone(connection, group[0]!)
            outcomes.push(outcome)
            await (outcome.ok ? statements.commit(connection) : statements.rollback(connection))
          } else {
            for (const unit of group) outcomes.push(await runInSavepoint(connection, unit))
            await statements.commit(connection)
          }
        } catch (error) {
          await statements.rollback(connection).catch(() => {})
          throw error
        }
        committed()
        return true
      })
      if (began) break
      await sleep(attempt < QUICK_LOCK_RETRIES ? 1 : 5)
    }
  } catch (error) {
    // The lock, a savepoint or the commit failed, and nothing of the group was written; or the flush after
    // the commit failed, and none of it may be answered as kept (walFlush fails every flush after that).
    committed()
    for (const unit of group) unit.reject(error)
    return
  }
  group.forEach((unit, index) => {
    const outcome = outcomes[index]!
    if (outcome.ok) unit.resolve(outcome.value)
    else unit.reject(outcome.error)
  })
}

/** Tries at 1 ms for about the length of another process's commit, then every 5 ms. */
const QUICK_LOCK_RETRIES = 20

/**
 * BEGIN IMMEDIATE if the write lock is free now; false while another process (a second worker, an operator's
 * command) holds it. SQLite's busy timeout would wait inside the call, and the call blocks the whole process:
 * every request it serves would stop until the other's commit. So the caller waits between tries with the
 * connection released, and the reads go on; its `last` try waits out the busy timeout as any statement does,
 * and fails with SQLITE_BUSY (answered 503) if the lock is still held.
 */
async function tryBeginImmediate(connection: Kysely<Database>, last: boolean): Promise<boolean> {
  if (last) {
    await statements.beginImmediate(connection)
    return true
  }
  await statements.failWhenBusy(connection)
  try {
    await statements.beginImmediate(connection)
    return true
  } catch (error) {
    // SQLITE_BUSY and its extended codes (SQLITE_BUSY_RECOVERY while another process recovers the WAL).
    if (String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')) return false
    throw error
  } finally {
    await statements.waitWhenBusy(connection)
  }
}

async function runAlone(connection: Kysely<Database>, unit: Unit): Promise<Outcome> {
  try {
    return { ok: true, value: await unit.work(connection) }
  } catch (error) {
    return { ok: false, error }
  }
}

async function runInSavepoint(connection: Kysely<Database>, unit: Unit): Promise<Outcome> {
  await statements.savepoint(connection)
  try {
    const value = await unit.work(connection)
    await statements.release(connection)
    return { ok: true, value }
  } catch (error) {
    await statements.rollbackToSavepoint(connection)
    await statements.release(connection)
    return { ok: false, error }
  }
}

/** SQL that takes no values, made into a query once rather than built by Kysely at every use. */
function fixedStatement(text: string): (db: Kysely<Database>) => Promise<QueryResult<unknown>> {
  const query = CompiledQuery.raw(text)
  return (db) => db.executeQuery(query)
}

/** The statements around every group and unit (at 100 orders a second, each order is a group of its own). */
const statements = {
  beginImmediate: fixedStatement('begin immediate'),
  failWhenBusy: fixedStatement('pragma busy_timeout = 0'),
  waitWhenBusy: fixedStatement(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`),
  savepoint: fixedStatement('savepoint unit'),
  release: fixedStatement('release unit'),
  rollbackToSavepoint: fixedStatement('rollback to unit'),
  commit: fixedStatement('commit'),
  rollback: fixedStatement('rollback'),
}
