import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Dialect } from './connection'
import type { Database } from './schema'

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
 * slip in between the read and the write. Every commit waits for the disk (synchronous = FULL), about 1.5 ms
 * here, which would cap the shop at a few hundred orders a second; so the transactions that arrive while one
 * commits are run one after another inside the next transaction, each in a savepoint of its own, and
 * committed with one flush (group commit). Each still runs alone and sees the ones before it; one that fails
 * rolls back to its savepoint without touching the others; none is answered before the commit is on disk.
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
    while (queue.length > 0) await commitGroup(db, queue.splice(0, MAX_GROUP))
  } finally {
    waiting.delete(db)
  }
}

async function commitGroup(db: Kysely<Database>, group: Unit[]): Promise<void> {
  const outcomes: Outcome[] = []
  try {
    await db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection)
      try {
        for (const unit of group) outcomes.push(await runInSavepoint(connection, unit))
        await sql`commit`.execute(connection)
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => {})
        throw error
      }
    })
  } catch (error) {
    // The lock, a savepoint or the commit failed: nothing of the group was written.
    for (const unit of group) unit.reject(error)
    return
  }
  group.forEach((unit, index) => {
    const outcome = outcomes[index]!
    if (outcome.ok) unit.resolve(outcome.value)
    else unit.reject(outcome.error)
  })
}

async function runInSavepoint(connection: Kysely<Database>, unit: Unit): Promise<Outcome> {
  await sql`savepoint unit`.execute(connection)
  try {
    const value = await unit.work(connection)
    await sql`release unit`.execute(connection)
    return { ok: true, value }
  } catch (error) {
    await sql`rollback to unit`.execute(connection)
    await sql`release unit`.execute(connection)
    return { ok: false, error }
  }
}
